import { describe, expect, it } from 'vitest';
import { emptyScopes } from './variables.js';
import { debugRequestSchema } from '@heron/contract';
import {
  chooseBaseUrl,
  hasUrlScheme,
  isPathOnly,
  resolveOptionsOf,
  sendableServers,
} from './base-url.js';
import { resolveRequest } from './resolve-request.js';

const PETSTORE = [{ url: 'http://petstore.swagger.io/v1' }];

describe('chooseBaseUrl', () => {
  it('takes the environment’s base URL first, variables and all', () => {
    expect(chooseBaseUrl({ environmentBaseUrl: ' {{host}}/v2 ', servers: PETSTORE })).toEqual({
      url: '{{host}}/v2',
      source: 'environment',
    });
  });

  it('takes the design’s first server without an environment, or with one that has no base URL', () => {
    for (const environmentBaseUrl of [undefined, null, '', '  ']) {
      expect(chooseBaseUrl({ environmentBaseUrl, servers: PETSTORE })).toEqual({
        url: 'http://petstore.swagger.io/v1',
        source: 'server',
        serverUrl: 'http://petstore.swagger.io/v1',
      });
    }
  });

  it('takes the server the person picked, and the first when the pick is gone', () => {
    const servers = [
      { url: 'https://api.example.com' },
      {
        url: 'https://{region}.example.com/{base}',
        variables: { region: { default: 'eu' }, base: { default: 'v1' } },
      },
    ];
    expect(chooseBaseUrl({ servers, serverUrl: servers[1]!.url })).toMatchObject({
      url: 'https://eu.example.com/v1',
      serverUrl: servers[1]!.url,
    });
    expect(chooseBaseUrl({ servers, serverUrl: 'https://gone.example.com' })).toMatchObject({
      url: 'https://api.example.com',
    });
  });

  it('has nothing without an environment base URL and without a server with a full address', () => {
    expect(chooseBaseUrl({ servers: [] })).toBeNull();
    expect(
      chooseBaseUrl({ servers: [{ url: '/v1' }, { url: '{scheme}://x.example.com' }] }),
    ).toBeNull();
  });
});

describe('sendableServers', () => {
  it('keeps full http(s) addresses once each, variables at their defaults, in order', () => {
    expect(
      sendableServers([
        { url: '/relative' },
        { url: 'https://a.example.com/v1', description: 'Production' },
        { url: 'ftp://files.example.com' },
        { url: 'https://a.example.com/v1' },
        {
          url: 'http://{host}:{port}',
          variables: { host: { default: 'localhost' }, port: { default: 8080 } },
        },
      ]),
    ).toEqual([
      {
        url: 'https://a.example.com/v1',
        address: 'https://a.example.com/v1',
        description: 'Production',
      },
      { url: 'http://{host}:{port}', address: 'http://localhost:8080' },
    ]);
  });
});

describe('isPathOnly', () => {
  it('tells a path from a host and from a scheme-relative URL', () => {
    expect(isPathOnly('/pets')).toBe(true);
    expect(isPathOnly(' /api/health')).toBe(true);
    expect(isPathOnly('//host/pets')).toBe(false);
    expect(isPathOnly('localhost:3000/pets')).toBe(false);
    expect(isPathOnly('https://x.example.com/pets')).toBe(false);
  });
});

describe('resolveOptionsOf', () => {
  const urlOf = (url: string, choice: Parameters<typeof resolveOptionsOf>[0]) =>
    resolveRequest(
      debugRequestSchema.parse({ method: 'GET', url }),
      emptyScopes(),
      resolveOptionsOf(choice),
    ).request?.url;

  it('puts a design’s server before a path only, and an environment’s before any URL without a scheme', () => {
    const server = chooseBaseUrl({ servers: [{ url: 'https://api.example.com/v1' }] });
    expect(urlOf('/pets', server)).toBe('https://api.example.com/v1/pets');
    expect(urlOf('localhost:3000/x', server)).toBe('http://localhost:3000/x');
    const environment = chooseBaseUrl({
      environmentBaseUrl: 'https://env.example.com',
      servers: [],
    });
    expect(urlOf('pets', environment)).toBe('https://env.example.com/pets');
    expect(urlOf('/pets', null)).toBeUndefined();
  });

  it('tells a URL that needs no base URL', () => {
    expect(hasUrlScheme(' https://x.example.com')).toBe(true);
    expect(hasUrlScheme('{{base}}/pets')).toBe(false);
    expect(hasUrlScheme('/pets')).toBe(false);
  });
});
