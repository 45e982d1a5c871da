import { describe, expect, it } from 'vitest';
import { decodeComponent, splitUrl } from './url-parts.js';

describe('splitUrl', () => {
  it('cuts a URL into origin, path and query without re-encoding anything', () => {
    expect(splitUrl('https://API.test:8443/v1/{id}/items?a=1&b&c=&a=2#frag')).toEqual({
      origin: 'https://API.test:8443',
      path: '/v1/{id}/items',
      query: [
        { name: 'a', value: '1' },
        { name: 'b', value: null },
        { name: 'c', value: '' },
        { name: 'a', value: '2' },
      ],
      userinfo: null,
    });
  });

  it('reads Postman variables, hosts without a scheme and bare paths', () => {
    expect(splitUrl('{{baseUrl}}/users/:id')).toMatchObject({
      origin: '{{baseUrl}}',
      path: '/users/:id',
    });
    expect(splitUrl('api.test')).toMatchObject({ origin: 'api.test', path: '/' });
    expect(splitUrl('/only/path?x=1')).toMatchObject({
      origin: '',
      path: '/only/path',
      query: [{ name: 'x', value: '1' }],
    });
  });

  it('keeps credentials out of the origin', () => {
    expect(splitUrl('https://bob:pw@api.test/x')).toMatchObject({
      origin: 'https://api.test',
      userinfo: 'bob:pw',
    });
  });

  it('decodes the query when asked, leaving broken escapes as they are', () => {
    expect(
      splitUrl('https://a.test/?q=a%20b+c&bad=100%&u=%E4%BD%A0', { decodeQuery: true }).query,
    ).toEqual([
      { name: 'q', value: 'a b c' },
      { name: 'bad', value: '100%' },
      { name: 'u', value: '你' },
    ]);
    expect(decodeComponent('%E4%BD%A0%ZZ')).toBe('你%ZZ');
  });
});
