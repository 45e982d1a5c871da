/**
 * The request a redirect leads to, as browsers make it (Fetch standard, "HTTP-redirect fetch"):
 * 303 turns any method but HEAD into a GET without a body, so do 301 and 302 after a POST;
 * 307 and 308 repeat the method and the body. Credentials (Authorization, Cookie,
 * Proxy-Authorization) and a typed Host are not carried to another origin.
 *
 * Generic over the body, so the debugger plans with its unencoded body and the outbound client
 * with bytes; `noBody` is what a body becomes when the method turns into GET.
 */

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface HopPlan<Body> {
  method: string;
  url: URL;
  headers: { name: string; value: string }[];
  body: Body;
}

export interface RedirectPlan<Body> extends HopPlan<Body> {
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
  'content-length',
]);

/** Null when `location` is not a URL (the caller reports it). */
export function planRedirect<Body>(
  from: HopPlan<Body>,
  status: number,
  location: string,
  noBody: Body,
): RedirectPlan<Body> | null {
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
    body: becomesGet ? noBody : from.body,
    isCrossOrigin,
  };
}
