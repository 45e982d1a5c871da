import { Tag } from 'antd';
import type { HttpMethod } from '@heron/contract';
import { methodColour } from '../../../../components/http/method-colours';

const BADGE_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** An HTTP method as a coloured badge: GET, POST …, in the colours the tree draws them in. */
export function MethodTag({ method }: { method: HttpMethod }) {
  return (
    <Tag color={methodColour(method)} style={BADGE_STYLE}>
      {method.toUpperCase()}
    </Tag>
  );
}
