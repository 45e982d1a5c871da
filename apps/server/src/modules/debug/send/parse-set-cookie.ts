import type { ResponseCookie } from './sent-exchange.js';

/**
 * One `Set-Cookie` value read into its parts (RFC 6265 §5.2), for the response's cookie table.
 * Nothing is stored: the debugger shows what the server set.
 */
export function parseSetCookie(header: string, now: number = Date.now()): ResponseCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  // A pair without "=" is a value with an empty name (RFC 6265bis), as browsers read it.
  const name = equals === -1 ? '' : pair.slice(0, equals).trim();
  const value = (equals === -1 ? pair : pair.slice(equals + 1)).trim();
  if (name === '' && value === '') return null;
  const cookie: ResponseCookie = { name, value, httpOnly: false, secure: false };
  let maxAgeExpiry: string | undefined;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const argument = at === -1 ? '' : attribute.slice(at + 1).trim();
    switch (key) {
      case 'domain':
        if (argument !== '') cookie.domain = argument.replace(/^\./, '').toLowerCase();
        break;
      case 'path':
        if (argument.startsWith('/')) cookie.path = argument;
        break;
      case 'expires': {
        const time = Date.parse(argument);
        if (!Number.isNaN(time)) cookie.expires = new Date(time).toISOString();
        break;
      }
      case 'max-age':
        if (/^-?\d+$/.test(argument)) {
          const seconds = Number(argument);
          maxAgeExpiry = new Date(seconds <= 0 ? 0 : now + seconds * 1000).toISOString();
        }
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite':
        if (argument !== '') cookie.sameSite = argument;
        break;
      default:
        break;
    }
  }
  // Max-Age wins over Expires whatever their order (RFC 6265 §5.3 step 3).
  if (maxAgeExpiry !== undefined) cookie.expires = maxAgeExpiry;
  return cookie;
}
