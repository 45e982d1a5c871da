import type { ReactNode } from 'react';
import './plain/plain.css';

/**
 * A screen's one `h1`, sized as a section title so it sits well inside cards and results. Drawn
 * as antd's Typography title, without antd: the sign-in screens and the route error use it too.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="plain-title">{children}</h1>;
}
