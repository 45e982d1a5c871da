import type { HttpMethod } from '@heron/contract';

/** One colour per method, as API tools draw them: reads at a glance in a long tree. */
export const METHOD_COLOURS: Record<HttpMethod, string> = {
  get: '#12B76A',
  post: '#F79009',
  put: '#2E90FA',
  patch: '#9E77ED',
  delete: '#F04438',
  head: '#0BA5EC',
  options: '#667085',
  trace: '#667085',
};

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
