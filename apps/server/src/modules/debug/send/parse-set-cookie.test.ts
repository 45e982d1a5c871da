import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './parse-set-cookie.js';

const now = Date.parse('2030-06-01T00:00:00Z');

describe('parseSetCookie', () => {
  it('reads every attribute, names case-insensitively', () => {
    expect(
      parseSetCookie(
        'id=a3fWa; expires=Wed, 21 Oct 2037 07:28:00 GMT; path=/docs; DOMAIN=.Example.COM; secure; HTTPONLY; samesite=None',
        now,
      ),
    ).toEqual({
      name: 'id',
      value: 'a3fWa',
      expires: '2037-10-21T07:28:00.000Z',
      path: '/docs',
      domain: 'example.com',
      secure: true,
      httpOnly: true,
      sameSite: 'None',
    });
  });

  it('lets Max-Age win over Expires in either order, and expires at once for 0 or less', () => {
    const later = new Date(now + 60_000).toISOString();
    expect(
      parseSetCookie('a=1; Max-Age=60; Expires=Wed, 21 Oct 2037 07:28:00 GMT', now)?.expires,
    ).toBe(later);
    expect(
      parseSetCookie('a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Max-Age=60', now)?.expires,
    ).toBe(later);
    expect(parseSetCookie('a=1; Max-Age=0', now)?.expires).toBe('1970-01-01T00:00:00.000Z');
    expect(parseSetCookie('a=1; Max-Age=soon', now)?.expires).toBeUndefined();
  });

  it('keeps "=" inside values, quotes as sent, and reads a bare value as a nameless cookie', () => {
    expect(parseSetCookie('token=abc==; Path=/', now)).toMatchObject({
      name: 'token',
      value: 'abc==',
    });
    expect(parseSetCookie('q="quoted value"', now)?.value).toBe('"quoted value"');
    expect(parseSetCookie('justavalue', now)).toMatchObject({ name: '', value: 'justavalue' });
  });

  it('ignores an empty header, a bad date and a path that is not a path', () => {
    expect(parseSetCookie('', now)).toBeNull();
    expect(parseSetCookie('a=1; Expires=someday; Path=relative', now)).toEqual({
      name: 'a',
      value: '1',
      httpOnly: false,
      secure: false,
    });
  });
});
