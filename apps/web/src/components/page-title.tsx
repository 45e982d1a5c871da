import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A screen's one `h1`, sized as a section title so it sits well inside cards and results. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
