import type { InputHTMLAttributes } from 'react';
import './plain.css';

/** A one-line text input with antd's look. */
export function PlainInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={className ? `plain-input ${className}` : 'plain-input'} />;
}
