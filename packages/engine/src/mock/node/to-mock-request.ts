import type { IncomingHttpHeaders } from 'node:http';
import type { MockRequest } from '../types.js';
import type { ReadBody } from './read-body.js';

const NO_COOKIES: Readonly<Record<string, string | undefined>> = Object.freeze({});

/**
 * A Node request as the mock engine sees it. `target` is the path and query after the mock's
 * prefix (`/pets?limit=2`). The query is a `URLSearchParams`, so a caller may take its own
 * parameters out (a private mock's token) before the engine sees it.
 */
export function toMockRequest(
  method: string,
  target: string,
  headers: IncomingHttpHeaders,
  read: ReadBody,
): MockRequest & { query: URLSearchParams } {
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : target.slice(mark + 1));
  const cookie = headers.cookie;
  const request: MockRequest & { query: URLSearchParams } = {
    method,
    path: path === '' ? '/' : path,
    query,
    headers,
    cookies: cookie ? parseCookies(cookie) : NO_COOKIES,
    body: read.body,
    contentType: headers['content-type'],
  };
  if (read.tooLargeBytes !== undefined) request.bodyBytes = read.tooLargeBytes;
  return request;
}

/**
 * `a=1; b=two` → `{a: '1', b: 'two'}`; the first of a repeated name wins, as in browsers. The
 * record has no prototype: a cookie named `__proto__` is just a cookie.
 */
export function parseCookies(header: string | readonly string[]): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>;
  for (const part of (typeof header === 'string' ? header : header.join('; ')).split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
