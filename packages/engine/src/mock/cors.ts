import type { MockRequest } from './types.js';

/**
 * A mock is called from browsers on other origins (a front end in development, the debugger), so
 * every answer allows any origin: the caller's own when it sends one (credentials allowed), `*`
 * otherwise; and every header of the answer is readable by the page.
 */
export function addCorsHeaders(request: MockRequest, headers: Record<string, string>): void {
  // Optional chaining: the mock's own failure answers come through here too.
  const origin = firstValue(request.headers?.origin);
  const exposed = Object.keys(headers).join(', ');
  if (origin) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin';
  } else headers['access-control-allow-origin'] = '*';
  if (exposed !== '') headers['access-control-expose-headers'] = exposed;
}

/** A preflight is allowed whatever it asks: the method and headers it names come back. */
export function preflightHeaders(request: MockRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const method = firstValue(request.headers['access-control-request-method']);
  const asked = firstValue(request.headers['access-control-request-headers']);
  headers['access-control-allow-methods'] =
    method || 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';
  if (asked) headers['access-control-allow-headers'] = asked;
  headers['access-control-max-age'] = '600';
  return headers;
}

export function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' || value === undefined ? value : value[0];
}
