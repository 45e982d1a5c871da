import { describe, expect, it } from 'vitest';
import { debugRequestSchema, type DebugRequestInput } from '@heron/contract';
import { resolveRequest } from './resolve-request.js';
import { emptyScopes, type VariableScopes } from './variables.js';

const request = (input: Partial<DebugRequestInput>) =>
  debugRequestSchema.parse({ method: 'get', url: 'https://api.example.com/pets', ...input });
const env = (environment: Record<string, string>): VariableScopes => ({
  ...emptyScopes(),
  environment,
});

describe('resolveRequest', () => {
  it('builds the URL: base URL, variables, path parameters, query, encoded', () => {
    const result = resolveRequest(
      request({
        url: '/pets/{petId}/photos/:photo?sort={{order}}',
        pathParams: [
          { key: 'petId', value: 'a b/c' },
          { key: 'photo', value: '{{photo}}' },
        ],
        query: [
          { key: 'limit', value: '{{limit}}' },
          { key: 'off', value: 'x', enabled: false },
          { key: 'q', value: 'ü&=' },
        ],
      }),
      env({ base: 'https://api.example.com/v1/', order: 'desc', limit: '10', photo: '7' }),
      { baseUrl: '{{base}}' },
    );
    expect(result.problems).toEqual([]);
    expect(result.request!.url).toBe(
      'https://api.example.com/v1/pets/a%20b%2Fc/photos/7?sort=desc&limit=10&q=%C3%BC%26%3D',
    );
    expect(result.request!.method).toBe('GET');
  });

  it('sends a URL without a scheme over http, and refuses other schemes and garbage', () => {
    expect(resolveRequest(request({ url: 'localhost:3000/x' }), emptyScopes()).request!.url).toBe(
      'http://localhost:3000/x',
    );
    for (const url of ['ftp://example.com/a', 'http://exa mple.com', 'file:///etc/passwd']) {
      const result = resolveRequest(request({ url }), emptyScopes());
      expect(result.request).toBeNull();
      expect(result.problems).toMatchObject([{ where: 'url', code: 'INVALID_URL' }]);
    }
  });

  it('reports each unknown variable with where it is, and still sends', () => {
    const result = resolveRequest(
      request({ url: 'https://{{host}}/a', headers: [{ key: 'X-Id', value: '{{id}}' }] }),
      env({ host: 'example.com' }),
    );
    expect(result.unknownVariables).toEqual([{ name: 'id', where: 'headers/0/value' }]);
    expect(result.request!.headers).toEqual([{ name: 'X-Id', value: '{{id}}' }]);
  });

  it('refuses header names that are not tokens and values with line breaks', () => {
    const result = resolveRequest(
      request({
        headers: [
          { key: 'Bad Name', value: '1' },
          { key: 'X-Ok', value: 'a\r\nInjected: 1' },
          { key: 'X-Fine', value: 'fine' },
        ],
      }),
      emptyScopes(),
    );
    expect(result.request).toBeNull();
    expect(result.problems.map((p) => p.where)).toEqual(['headers/0/key', 'headers/1/value']);
  });

  it('puts cookies into one Cookie header, after one the person wrote', () => {
    const result = resolveRequest(
      request({
        headers: [{ key: 'cookie', value: 'a=1' }],
        cookies: [
          { key: 'b', value: '{{b}}' },
          { key: 'c', value: '3', enabled: false },
        ],
      }),
      env({ b: '2' }),
    );
    expect(result.request!.headers).toEqual([{ name: 'cookie', value: 'a=1; b=2' }]);
  });

  it('writes each body kind with its content type, unless the person set one', () => {
    const bodyOf = (body: DebugRequestInput['body'], headers: DebugRequestInput['headers'] = []) =>
      resolveRequest(request({ method: 'post', body, headers }), env({ name: 'Rex' })).request!;
    expect(bodyOf({ kind: 'json', text: '{"name":"{{name}}"}' })).toMatchObject({
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body: { kind: 'text', text: '{"name":"Rex"}' },
    });
    expect(
      bodyOf({ kind: 'xml', text: '<a/>' }, [{ key: 'Content-Type', value: 'text/xml' }]),
    ).toMatchObject({ headers: [{ name: 'Content-Type', value: 'text/xml' }] });
    expect(bodyOf({ kind: 'raw', text: 'hi', contentType: 'text/csv' }).body).toEqual({
      kind: 'text',
      contentType: 'text/csv',
      text: 'hi',
    });
    expect(
      bodyOf({
        kind: 'x-www-form-urlencoded',
        fields: [{ key: 'n', value: '{{name}}' }],
      }),
    ).toMatchObject({
      headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
      body: { kind: 'urlencoded', fields: [{ name: 'n', value: 'Rex' }] },
    });
    const file = { fileName: 'a.png', contentType: 'image/png', base64: 'iVBORw==' };
    expect(
      bodyOf({
        kind: 'form-data',
        fields: [
          { type: 'text', key: 'n', value: '{{name}}' },
          { type: 'file', key: 'photo', file },
        ],
      }),
    ).toMatchObject({
      headers: [],
      body: {
        kind: 'multipart',
        parts: [
          { kind: 'text', name: 'n', value: 'Rex' },
          { kind: 'file', name: 'photo', ...file },
        ],
      },
    });
    expect(bodyOf({ kind: 'binary', file }).body).toEqual({ kind: 'binary', ...file });
    expect(
      bodyOf({ kind: 'graphql', query: '{ pet { name } }', variables: '{"n": "{{name}}"}' }).body,
    ).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: '{"query":"{ pet { name } }","variables":{"n":"Rex"}}',
    });
  });

  it('refuses missing files and GraphQL variables that are not JSON, saying where', () => {
    const check = (body: DebugRequestInput['body']) =>
      resolveRequest(request({ method: 'post', body }), emptyScopes());
    expect(check({ kind: 'binary', file: null }).problems).toMatchObject([
      { where: 'body/file', code: 'MISSING_FILE' },
    ]);
    expect(
      check({ kind: 'form-data', fields: [{ type: 'file', key: 'f', file: null }] }).problems,
    ).toMatchObject([{ where: 'body/fields/0/file', code: 'MISSING_FILE' }]);
    expect(check({ kind: 'graphql', query: '{a}', variables: '{nope' }).problems).toMatchObject([
      { where: 'body/variables', code: 'INVALID_GRAPHQL_VARIABLES' },
    ]);
  });

  it('applies bearer, basic and API key auth; the person’s own header wins', () => {
    const withAuth = (
      auth: DebugRequestInput['auth'],
      headers: DebugRequestInput['headers'] = [],
    ) => resolveRequest(request({ auth, headers }), env({ token: 't0k', user: 'ada' })).request!;
    expect(withAuth({ type: 'bearer', token: '{{token}}' }).headers).toEqual([
      { name: 'Authorization', value: 'Bearer t0k' },
    ]);
    expect(withAuth({ type: 'basic', username: '{{user}}', password: 'pässword' }).headers).toEqual(
      [{ name: 'Authorization', value: `Basic ${Buffer.from('ada:pässword').toString('base64')}` }],
    );
    expect(
      withAuth({ type: 'bearer', token: 'x' }, [{ key: 'Authorization', value: 'Mine' }]).headers,
    ).toEqual([{ name: 'Authorization', value: 'Mine' }]);
    expect(withAuth({ type: 'apiKey', key: 'X-Key', value: '{{token}}' }).headers).toEqual([
      { name: 'X-Key', value: 't0k' },
    ]);
    expect(withAuth({ type: 'apiKey', key: 'key', value: 'v', in: 'query' }).url).toBe(
      'https://api.example.com/pets?key=v',
    );
  });

  it('hands digest, OAuth 2 and AWS settings back resolved, for the sender', () => {
    const result = resolveRequest(
      request({ auth: { type: 'digest', username: '{{user}}', password: 'p' } }),
      env({ user: 'ada' }),
    );
    expect(result.auth).toEqual({ type: 'digest', username: 'ada', password: 'p' });
    expect(result.request!.headers).toEqual([]);
  });
});

describe('issue 21: Run with "No environment" sends to a host made from the path', () => {
  it('refuses a path with no base URL instead of reading its first segment as a host', () => {
    for (const url of ['/pets', '/api/health']) {
      const result = resolveRequest(request({ url }), emptyScopes());
      expect(result.request).toBeNull();
      expect(result.problems).toMatchObject([{ where: 'url', code: 'NO_BASE_URL' }]);
    }
    // A base URL whose variable is empty is no base URL either.
    const empty = resolveRequest(request({ url: '/pets' }), env({ base: '' }), {
      baseUrl: '{{base}}',
    });
    expect(empty.problems).toMatchObject([{ code: 'NO_BASE_URL' }]);
  });

  it('sends a path to the base URL chosen from the design’s servers', () => {
    const result = resolveRequest(request({ url: '/pets' }), emptyScopes(), {
      baseUrl: 'http://petstore.swagger.io/v1',
    });
    expect(result.request!.url).toBe('http://petstore.swagger.io/v1/pets');
  });
});
