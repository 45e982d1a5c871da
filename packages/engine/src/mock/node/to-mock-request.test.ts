import { describe, expect, it } from 'vitest';
import { parseCookies, toMockRequest } from './to-mock-request.js';

describe('toMockRequest', () => {
  it('splits the path from the query, keeps the path encoded and reads cookies', () => {
    const request = toMockRequest(
      'POST',
      '/pets/a%20b?limit=2&tag=x&tag=y',
      { cookie: 'session=abc; theme="dark"; name=J%C3%BCrgen', 'content-type': 'application/json' },
      { body: Buffer.from('{}') },
    );
    expect(request.path).toBe('/pets/a%20b');
    expect(request.query.getAll('tag')).toEqual(['x', 'y']);
    expect(request.cookies).toEqual({ session: 'abc', theme: 'dark', name: 'Jürgen' });
    expect(request.contentType).toBe('application/json');
    expect(request.bodyBytes).toBeUndefined();
  });

  it('answers the root for an empty target and carries the size of a body cut off', () => {
    const request = toMockRequest('GET', '', {}, { body: undefined, tooLargeBytes: 2_000_000 });
    expect(request.path).toBe('/');
    expect(request.bodyBytes).toBe(2_000_000);
    expect(request.cookies).toEqual({});
  });
});

describe('parseCookies', () => {
  it('keeps the first of a repeated name and survives bad escapes and stray parts', () => {
    expect(parseCookies('a=1; a=2; junk; b=%E0%A4%A; =x')).toEqual({ a: '1', b: '%E0%A4%A' });
  });
});
