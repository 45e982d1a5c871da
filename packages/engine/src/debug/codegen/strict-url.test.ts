import { describe, expect, it } from 'vitest';
import { strictUrl } from './strict-url.js';

describe('strictUrl', () => {
  it('leaves an RFC 3986 URL as it is', () => {
    const url = "https://user@api.example.test:8443/a/b;c?x=1&y=%20z&q=a+b,c!$'()*:@/?#frag";
    expect(strictUrl(url)).toBe(url);
  });

  it('encodes what a WHATWG URL may keep but java.net.URI refuses', () => {
    expect(strictUrl('http://h/p[0]/{id}?f[a]=1|2^3`&c="q"&d=\\')).toBe(
      'http://h/p%5B0%5D/%7Bid%7D?f%5Ba%5D=1%7C2%5E3%60&c=%22q%22&d=%5C',
    );
  });

  it('writes a % that starts no escape as %25 and keeps real escapes', () => {
    expect(strictUrl('http://h/?off=100%&x=%41%4')).toBe('http://h/?off=100%25&x=%41%254');
  });

  it('keeps an IPv6 host and the first #, encodes a second # and non-ASCII', () => {
    expect(strictUrl('http://[::1]:8080/é?a#b#c')).toBe('http://[::1]:8080/%C3%A9?a#b%23c');
  });

  it('returns text that is not an absolute URL unchanged', () => {
    expect(strictUrl('not a url')).toBe('not a url');
  });
});
