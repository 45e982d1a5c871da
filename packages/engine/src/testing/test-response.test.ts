import { describe, expect, it } from 'vitest';
import { headerValue, responseJson, type TestResponse } from './test-response.js';

const response = (over: Partial<TestResponse> = {}): TestResponse => ({
  status: 200,
  statusText: 'OK',
  headers: [],
  bodyText: '',
  sizeBytes: 0,
  timeMs: 0,
  ...over,
});

describe('responseJson', () => {
  it('parses the body', () => {
    expect(responseJson(response({ bodyText: '{"a": [1, null]}' }))).toEqual({
      ok: true,
      value: { a: [1, null] },
    });
    expect(responseJson(response({ bodyText: ' 5 ' }))).toEqual({ ok: true, value: 5 });
    expect(responseJson(response({ bodyText: 'null' }))).toEqual({ ok: true, value: null });
  });

  it('says why a body is not JSON', () => {
    const result = responseJson(response({ bodyText: '<html>' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^the body is not JSON: /);
    expect(responseJson(response({ bodyText: ' \n' }))).toEqual({
      ok: false,
      message: 'the body is empty, not JSON',
    });
  });

  it('parses a response once, and each response apart', () => {
    const first = response({ bodyText: '{"n": 1}' });
    const again = responseJson(first);
    expect(responseJson(first)).toBe(again);
    const second = response({ bodyText: '{"n": 2}' });
    expect(responseJson(second)).toEqual({ ok: true, value: { n: 2 } });
  });
});

describe('headerValue', () => {
  const headers = [
    { name: 'Content-Type', value: 'text/plain' },
    { name: 'Vary', value: 'Accept' },
    { name: 'vary', value: 'Origin' },
    { name: 'Set-Cookie', value: 'a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT' },
    { name: 'set-cookie', value: 'b=2' },
    { name: 'X-Empty', value: '' },
  ];

  it('finds a header whatever the case of its name', () => {
    expect(headerValue(response({ headers }), 'content-type')).toBe('text/plain');
    expect(headerValue(response({ headers }), ' CONTENT-TYPE ')).toBe('text/plain');
  });

  it('joins several of one name, but keeps the first set-cookie', () => {
    expect(headerValue(response({ headers }), 'vary')).toBe('Accept, Origin');
    expect(headerValue(response({ headers }), 'SET-COOKIE')).toBe(
      'a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
    );
  });

  it('tells an empty header from a missing one', () => {
    expect(headerValue(response({ headers }), 'x-empty')).toBe('');
    expect(headerValue(response({ headers }), 'x-missing')).toBeUndefined();
  });
});
