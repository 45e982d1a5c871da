import type { InputHTMLAttributes, ReactNode } from 'react';
import './plain.css';

/** A checkbox and its label, with antd's look; the native input keeps keyboard and forms. */
export function PlainCheckbox({
  children,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className="plain-checkbox">
      <span className="plain-checkbox-control">
        <input {...props} type="checkbox" />
        <span className="plain-checkbox-box" aria-hidden />
      </span>
      <span className="plain-checkbox-label">{children}</span>
    </label>
  );
}
