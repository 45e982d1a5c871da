import type { HttpMethod } from '@heron/contract';
import { METHOD_COLOURS } from '../../../components/http/method-colours';

// Short enough for a fixed-width column; DELETE is the only long one.
const SHORT: Partial<Record<HttpMethod, string>> = { delete: 'DEL', options: 'OPT' };

/** An endpoint's method, upper-case, in its colour. */
export function MethodBadge({ method, full = false }: { method: HttpMethod; full?: boolean }) {
  const label = full ? method.toUpperCase() : (SHORT[method] ?? method.toUpperCase());
  return (
    <span
      data-method={method}
      style={{
        color: METHOD_COLOURS[method],
        fontWeight: 600,
        fontSize: 11,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        display: 'inline-block',
        minWidth: full ? undefined : 34,
        flex: 'none',
      }}
    >
      {label}
    </span>
  );
}
