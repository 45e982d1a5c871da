import type { DesignBundle, DesignServer } from '@heron/contract';
import { splitSegments } from './path-template.js';

/**
 * The path parts of the design's server URLs (`https://api.x.com/v1` → `v1`). A client pointed at
 * the mock may keep them or not: `/v1/pets` and `/pets` both reach `/pets`. The path as sent is
 * tried first, so a design whose paths themselves start with `/v1` is not misread; a base path is
 * stripped only when that finds nothing. Server variables take their default value. Servers of
 * path items and operations count too, for every path: being lenient there costs nothing.
 */
export function basePathsOf(bundle: DesignBundle): string[][] {
  const servers: unknown[] = [...bundle.meta.servers];
  for (const extra of Object.values(bundle.meta.pathExtras)) collect(extra.servers, servers);
  for (const endpoint of bundle.endpoints) collect(endpoint.data.extra?.servers, servers);
  const seen = new Map<string, string[]>();
  for (const server of servers) {
    const segments = serverPath(server);
    if (segments && segments.length > 0) seen.set(segments.join('/'), segments);
  }
  // The longest first: `/api/v1` before `/api`.
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

function collect(value: unknown, into: unknown[]) {
  if (Array.isArray(value)) into.push(...(value as unknown[]));
}

function serverPath(server: unknown): string[] | undefined {
  if (typeof server !== 'object' || server === null) return undefined;
  const { url, variables } = server as Partial<DesignServer>;
  if (typeof url !== 'string') return undefined;
  const filled = url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = (variables as Record<string, unknown> | undefined)?.[name];
    const fallback = (variable as { default?: unknown } | undefined)?.default;
    return typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : '';
  });
  // The origin goes, whether the scheme is there, missing (`//host`) or an empty variable.
  const path = filled.replace(/^([a-z][a-z0-9+.-]*)?:?\/\/[^/?#]*/i, '');
  const bare = path.split(/[?#]/)[0] ?? '';
  return splitSegments(bare.startsWith('/') ? bare : `/${bare}`).filter((s) => s !== '');
}
