import type { RequestHeader } from '../resolved-request.js';

/**
 * One header per name, for clients whose headers are a map (Python requests, fetch, axios).
 * Repeated values are joined the way HTTP allows a list to be folded (RFC 9110 §5.3): with
 * ", ", and Cookie with "; " (RFC 6265 §5.4). The first spelling of a name is kept.
 */
export function combineHeaders(headers: RequestHeader[]): RequestHeader[] {
  const combined = new Map<string, RequestHeader>();
  for (const header of headers) {
    const key = header.name.toLowerCase();
    const existing = combined.get(key);
    if (existing === undefined) {
      combined.set(key, { ...header });
    } else {
      existing.value += (key === 'cookie' ? '; ' : ', ') + header.value;
    }
  }
  return [...combined.values()];
}
