import type { ReactNode } from 'react';
import { AntdProviders } from './antd-providers';
import { RootProviders } from './root-providers';

/**
 * Every provider a screen may need, antd's included: for rendering one screen or component on
 * its own (tests, harnesses). The app itself starts with `RootProviders` and adds antd's with
 * the frames that use it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RootProviders>
      <AntdProviders>{children}</AntdProviders>
    </RootProviders>
  );
}
