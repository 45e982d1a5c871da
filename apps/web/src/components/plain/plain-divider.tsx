import type { ReactNode } from 'react';
import './plain.css';

/** A horizontal rule with a text in its middle ("Or log in with"), as antd's plain Divider. */
export function PlainDivider({ children }: { children: ReactNode }) {
  return (
    <div className="plain-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}
