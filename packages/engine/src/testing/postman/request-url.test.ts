import { describe, expect, it } from 'vitest';
import { requestUrlFromPostman } from './request-url.js';

const url = (value: unknown) => requestUrlFromPostman(value).url;

describe('requestUrlFromPostman', () => {
  it('keeps a URL given as text, trimmed', () => {
    expect(url('  {{baseUrl}}/users?page=2 ')).toBe('{{baseUrl}}/users?page=2');
    expect(url({ raw: '{{url}}' })).toBe('{{url}}');
    expect(url(undefined)).toBe('');
  });

  it('builds the URL from its parts when it has them, as newman does, not from raw', () => {
    expect(
      url({
        raw: 'https://stale.test/old',
        protocol: 'https',
        host: ['api', 'example', 'test'],
        port: '8443',
        path: ['v1', ':id', { type: 'string', value: 'orders' }],
      }),
    ).toBe('https://api.example.test:8443/v1/:id/orders');
    expect(url({ host: '{{baseUrl}}', path: 'users/:id' })).toBe('{{baseUrl}}/users/:id');
    expect(url({ protocol: 'http://', host: ['localhost'], path: [] })).toBe('http://localhost');
    expect(
      url({ protocol: 'https', auth: { user: 'ann', password: 'pw' }, host: ['x', 'test'] }),
    ).toBe('https://ann:pw@x.test');
  });

  it('writes the query as typed: no second encoding, bare keys stay bare, disabled entries left out', () => {
    expect(
      url({
        host: ['x', 'test'],
        path: ['search'],
        query: [
          { key: 'q', value: 'a%20b' },
          { key: 'flag', value: null },
          { key: 'off', value: '1', disabled: true },
          { key: 'n', value: 3 },
          { key: null, value: null },
        ],
      }),
    ).toBe('x.test/search?q=a%20b&flag&n=3&');
    expect(url({ host: ['x', 'test'], query: [{ key: 'off', value: '1', disabled: true }] })).toBe(
      'x.test',
    );
  });

  it('reads path variables, each as text', () => {
    expect(
      requestUrlFromPostman({
        host: ['x'],
        path: [':id', ':n'],
        variable: [
          { key: 'id', value: '{{userId}}' },
          { key: 'n', value: 7 },
          { key: 'off', value: 'x', disabled: true },
          { value: 'no key' },
        ],
      }).pathParams,
    ).toEqual([
      { key: 'id', value: '{{userId}}', enabled: true },
      { key: 'n', value: '7', enabled: true },
      { key: 'off', value: 'x', enabled: false },
    ]);
  });
});
