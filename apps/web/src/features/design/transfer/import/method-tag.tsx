import { Tag } from 'antd';
import type { HttpMethod } from '@heron/contract';

// The colours people know from API tools: reads green, creates orange, deletes red.
const METHOD_COLOR: Partial<Record<HttpMethod, string>> = {
  get: 'green',
  post: 'orange',
  put: 'blue',
  patch: 'purple',
  delete: 'red',
};
const OTHER = 'default';
const BADGE_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** An HTTP method as a coloured badge: GET, POST … */
export function MethodTag({ method }: { method: HttpMethod }) {
  return (
    <Tag color={METHOD_COLOR[method] ?? OTHER} style={BADGE_STYLE}>
      {method.toUpperCase()}
    </Tag>
  );
}
