import type { RequestHeader, ResolvedBody } from '@heron/engine';

/**
 * The request a redirect leads to, as browsers make it (Fetch standard, "HTTP-redirect fetch"):
 * 303 turns any method but HEAD into a GET without a body, so do 301 and 302 after a POST;
 * 307 and 308 repeat the method and the body. Credentials the person typed (Authorization,
 * Cookie, Proxy-Authorization) and a typed Host are not carried to another origin.
 */

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface HopRequestPlan {
  method: string;
  url: URL;
  headers: RequestHeader[];
  body: ResolvedBody;
}

export interface RedirectPlan extends HopRequestPlan {
  /** True when the redirect leaves the origin of the request that was redirected. */
  isCrossOrigin: boolean;
}

const CREDENTIALS = new Set(['authorization', 'cookie', 'proxy-authorization', 'host']);
// Headers that describe a body: gone with the body when the method becomes GET.
const BODY_HEADERS = new Set([
  'content-type',
  'content-encoding',
  'content-language',
  'content-location',
]);

/** Null when `location` is not a URL (the caller reports it). */
export function planRedirect(
  from: HopRequestPlan,
  status: number,
  location: string,
): RedirectPlan | null {
  let url: URL;
  try {
    url = new URL(location, from.url);
  } catch {
    return null;
  }
  // The fragment is not sent; a Location without one keeps the one typed (RFC 9110 §10.2.2).
  if (url.hash === '' && from.url.hash !== '') url.hash = from.url.hash;
  const becomesGet =
    (status === 303 && from.method !== 'HEAD') ||
    ((status === 301 || status === 302) && from.method === 'POST');
  const isCrossOrigin = url.origin !== from.url.origin;
  const headers = from.headers.filter((header) => {
    const name = header.name.toLowerCase();
    if (isCrossOrigin && CREDENTIALS.has(name)) return false;
    if (becomesGet && BODY_HEADERS.has(name)) return false;
    return true;
  });
  return {
    method: becomesGet ? 'GET' : from.method,
    url,
    headers,
    body: becomesGet ? { kind: 'none' } : from.body,
    isCrossOrigin,
  };
}
