/**
 * The URL with every character RFC 3986 does not allow after the authority percent-encoded,
 * and a `%` that starts no escape written as `%25`. A WHATWG URL (what a ResolvedRequest holds)
 * may keep `[`, `]`, `{`, `|`, `^` or a lone `%` in its path and query; java.net.URI refuses
 * them. Servers decode both spellings to the same value.
 */
export function strictUrl(url: string): string {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*)([\s\S]*)$/.exec(url);
  if (match === null) return url;
  const [, origin = '', rest = ''] = match;
  let out = origin;
  let hasFragment = false;
  for (let index = 0; index < rest.length;) {
    const char = String.fromCodePoint(rest.codePointAt(index)!);
    index += char.length;
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(rest.slice(index, index + 2))) out += char;
    else if (char === '#' && !hasFragment) {
      hasFragment = true;
      out += char;
    } else if (/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/.test(char)) out += char;
    else
      out += Array.from(
        new TextEncoder().encode(char),
        (byte) => '%' + byte.toString(16).toUpperCase().padStart(2, '0'),
      ).join('');
  }
  return out;
}
