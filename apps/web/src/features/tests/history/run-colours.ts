import type { GlobalToken } from 'antd';
import type { RunStatus } from '@heron/contract';

/** A run's status as a colour of the theme, as the status tags colour it. */
export function runColourOf(status: RunStatus, token: GlobalToken): string {
  if (status === 'passed') return token.colorSuccess;
  if (status === 'failed' || status === 'error') return token.colorError;
  if (status === 'interrupted') return token.colorWarning;
  return token.colorTextQuaternary;
}
