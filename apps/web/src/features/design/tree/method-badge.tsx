import type { HttpMethod } from '@heron/contract';
import { METHOD_COLOURS } from '../../../components/http/method-colours';
import './method-badge.css';

// Short enough for a fixed-width column; DELETE is the only long one.
const SHORT: Partial<Record<HttpMethod, string>> = { delete: 'DEL', options: 'OPT' };

/** An endpoint's method, upper-case, in its colour. */
export function MethodBadge({ method, full = false }: { method: HttpMethod; full?: boolean }) {
  const label = full ? method.toUpperCase() : (SHORT[method] ?? method.toUpperCase());
  return (
    <span
      data-method={method}
      className={full ? 'heron-method-badge is-full' : 'heron-method-badge'}
      style={{ color: METHOD_COLOURS[method] }}
    >
      {label}
    </span>
  );
}
