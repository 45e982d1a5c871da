import type { DebugRequest, KeyValue } from '@heron/contract';
import { pathParamNames } from '@heron/engine/debug';

// Moved to the engine with requestFromEndpoint (issue 22): the test runner builds requests too.
export { pathParamNames };

/**
 * The path parameter rows for a URL: one per name, in the URL's order, keeping the value of a
 * name that stays; a row whose name left the URL goes.
 */
export function syncPathParams(current: readonly KeyValue[], url: string): KeyValue[] {
  return pathParamNames(url).map(
    (name) =>
      current.find((row) => row.key === name) ?? {
        key: name,
        value: '',
        enabled: true,
        description: '',
      },
  );
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A pasted or typed query string moved into the query rows (`/pets?limit=10` → `/pets` and a
 * row `limit = 10`), so the Params tab shows everything that is sent. A fragment stays.
 */
export function moveQueryToRows(request: DebugRequest): DebugRequest {
  const at = request.url.indexOf('?');
  if (at < 0) return request;
  const hash = request.url.indexOf('#', at);
  const query = request.url.slice(at + 1, hash < 0 ? undefined : hash);
  const rows: KeyValue[] = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return {
        key: decode(equals < 0 ? part : part.slice(0, equals)),
        value: equals < 0 ? '' : decode(part.slice(equals + 1)),
        enabled: true,
        description: '',
      };
    });
  return {
    ...request,
    url: request.url.slice(0, at) + (hash < 0 ? '' : request.url.slice(hash)),
    query: [...request.query, ...rows],
  };
}
