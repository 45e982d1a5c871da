import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonPublicReason } from './address-policy.js';
import {
  guardedFetchText,
  GuardedFetchError,
  type GuardedFetchFailure,
  type HostResolver,
  type ResolvedAddress,
} from './guarded-fetch.js';

/** A resolver that knows only the names it is given, and counts how often it is asked. */
function fakeResolver(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve: HostResolver = async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
  return { resolve, calls };
}

async function failure(promise: Promise<unknown>): Promise<GuardedFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GuardedFetchError);
  return error as GuardedFetchError;
}

async function expectFailure(promise: Promise<unknown>, reason: GuardedFetchFailure) {
  const error = await failure(promise);
  expect(error.reason, error.message).toBe(reason);
  return error;
}

describe('the address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1: loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1: loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1: private'],
    ['64:ff9b::192.168.1.1', 'NAT64 of 192.168.1.1: private'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
  ])('refuses %s (%s)', (address, why) => {
    expect(nonPublicReason(address)).toContain(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    expect(nonPublicReason('example.com')).toBe('not an IP address');
  });
});

describe('guardedFetchText under public-only', () => {
  // Every one of these is refused before a connection is tried: no network is needed.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00::abcd]/',
    'http://[64:ff9b::a00:1]/',
    'http://[ff02::1]/',
    'https://127.0.0.1:8443/spec.yaml',
  ])('refuses %s', async (url) => {
    const resolver = fakeResolver({});
    const error = await expectFailure(
      guardedFetchText(url, { policy: 'public-only', resolve: resolver.resolve }),
      'address',
    );
    expect(error.message).toMatch(/not allowed/);
    expect(resolver.calls).toEqual([]);
  });

  it('relies on the WHATWG parser to turn numeric hosts into dotted addresses', () => {
    expect(new URL('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://0177.0.0.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://127.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it.each([
    ['localhost', ['127.0.0.1', '::1']],
    ['metadata.internal', ['169.254.169.254']],
    ['intranet.example', ['10.0.0.8']],
    ['v6-only.example', ['fd00::8']],
    ['mapped.example', ['::ffff:192.168.0.1']],
    ['nat64.example', ['64:ff9b::a9fe:a9fe']],
    // One bad address among good ones is enough: the socket may pick any of them.
    ['mixed.example', ['93.184.216.34', '127.0.0.1']],
  ])('refuses the name %s, which resolves to %j', async (name, addresses) => {
    const resolver = fakeResolver({ [name]: addresses });
    const error = await expectFailure(
      guardedFetchText(`http://${name}:8080/openapi.json`, {
        policy: 'public-only',
        resolve: resolver.resolve,
      }),
      'address',
    );
    expect(error.message).toContain(`${name} resolves to`);
    expect(resolver.calls).toEqual([name]);
  });

  it('refuses other schemes and non-URLs', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/x',
      'gopher://example.com/',
      'data:text/plain,hi',
    ]) {
      await expectFailure(guardedFetchText(url, { policy: 'open' }), 'protocol');
    }
    await expectFailure(guardedFetchText('not a url', { policy: 'open' }), 'invalid-url');
  });

  it('says when a name does not resolve', async () => {
    const resolver = fakeResolver({});
    await expectFailure(
      guardedFetchText('http://nowhere.example/', {
        policy: 'public-only',
        resolve: resolver.resolve,
      }),
      'network',
    );
  });
});

describe('guardedFetchText against loopback servers', () => {
  let server: http.Server;
  let port: number;
  const seen: Array<{
    host: string | undefined;
    url: string | undefined;
    authorization: string | undefined;
  }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, url: req.url, authorization: req.headers.authorization });
      const url = new URL(req.url ?? '/', 'http://x');
      const hops = Number(url.searchParams.get('hops') ?? 0);
      switch (url.pathname) {
        case '/spec.yaml':
          res.writeHead(200, { 'content-type': 'application/yaml' });
          res.end('openapi: 3.1.0\n');
          return;
        case '/latin1':
          res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
          res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
          return;
        case '/redirect':
          res.writeHead(302, {
            location: hops > 1 ? `/redirect?hops=${hops - 1}` : '/spec.yaml',
          });
          res.end();
          return;
        case '/redirect-to':
          res.writeHead(307, { location: url.searchParams.get('to') ?? '/' });
          res.end();
          return;
        case '/big':
          res.writeHead(200, { 'content-length': String(2048) });
          res.end('x'.repeat(2048));
          return;
        case '/big-chunked':
          res.writeHead(200, { 'content-type': 'text/plain' });
          for (let i = 0; i < 8; i += 1) res.write('y'.repeat(512));
          res.end();
          return;
        case '/never':
          // Headers and no body: the deadline has to end it.
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('partial');
          return;
        case '/status':
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('no such file');
          return;
        default:
          res.writeHead(200);
          res.end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fetches text under the open policy and reports the status', async () => {
    const answer = await guardedFetchText(`http://127.0.0.1:${port}/spec.yaml`, { policy: 'open' });
    expect(answer).toMatchObject({ status: 200, text: 'openapi: 3.1.0\n' });
    expect(answer.headers['content-type']).toBe('application/yaml');
    const missing = await guardedFetchText(`http://127.0.0.1:${port}/status`, { policy: 'open' });
    expect(missing).toMatchObject({ status: 404, text: 'no such file' });
  });

  it('decodes by the charset the answer names', async () => {
    const answer = await guardedFetchText(`http://127.0.0.1:${port}/latin1`, { policy: 'open' });
    expect(answer.text).toBe('café');
  });

  it('connects to the address it checked: the name is resolved once, by our resolver', async () => {
    // "api.heron.test" does not exist in DNS: reaching the server proves the pinned address is used.
    const resolver = fakeResolver({ 'api.heron.test': ['127.0.0.1'] });
    const answer = await guardedFetchText(`http://api.heron.test:${port}/spec.yaml`, {
      policy: 'open',
      resolve: resolver.resolve,
    });
    expect(answer.text).toBe('openapi: 3.1.0\n');
    expect(resolver.calls).toEqual(['api.heron.test']);
    expect(seen.at(-1)?.host).toBe(`api.heron.test:${port}`);
  });

  it('follows up to five redirects and refuses the sixth', async () => {
    const answer = await guardedFetchText(`http://127.0.0.1:${port}/redirect?hops=4`, {
      policy: 'open',
    });
    expect(answer).toMatchObject({ status: 200, url: `http://127.0.0.1:${port}/spec.yaml` });
    const error = await expectFailure(
      guardedFetchText(`http://127.0.0.1:${port}/redirect?hops=6`, { policy: 'open' }),
      'redirects',
    );
    expect(error.message).toContain('more than 5 redirects');
  });

  it('checks the policy again at every hop', async () => {
    // A policy that allows 127.0.0.1 (the first hop) and refuses 127.0.0.2.
    const policy = (address: string) => (address === '127.0.0.2' ? 'test: refused' : null);
    await expectFailure(
      guardedFetchText(
        `http://127.0.0.1:${port}/redirect-to?to=${encodeURIComponent(`http://127.0.0.2:${port}/spec.yaml`)}`,
        { policy },
      ),
      'address',
    );
    const resolver = fakeResolver({ 'inside.test': ['127.0.0.2'] });
    const error = await expectFailure(
      guardedFetchText(
        `http://127.0.0.1:${port}/redirect-to?to=${encodeURIComponent(`http://inside.test:${port}/`)}`,
        { policy, resolve: resolver.resolve },
      ),
      'address',
    );
    expect(error.message).toContain('inside.test resolves to 127.0.0.2');
    await expectFailure(
      guardedFetchText(
        `http://127.0.0.1:${port}/redirect-to?to=${encodeURIComponent('file:///etc/passwd')}`,
        {
          policy: 'open',
        },
      ),
      'protocol',
    );
  });

  it('does not carry credentials to another origin on a redirect', async () => {
    const resolver = fakeResolver({ 'other.test': ['127.0.0.1'] });
    seen.length = 0;
    await guardedFetchText(
      `http://127.0.0.1:${port}/redirect-to?to=${encodeURIComponent(`http://other.test:${port}/spec.yaml`)}`,
      { policy: 'open', resolve: resolver.resolve, headers: { authorization: 'Bearer secret' } },
    );
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer secret', undefined]);
  });

  it('stops reading past the size cap, declared or streamed', async () => {
    const declared = await expectFailure(
      guardedFetchText(`http://127.0.0.1:${port}/big`, { policy: 'open', maxBytes: 1024 }),
      'too-large',
    );
    expect(declared.message).toContain('larger than 1024 bytes');
    await expectFailure(
      guardedFetchText(`http://127.0.0.1:${port}/big-chunked`, { policy: 'open', maxBytes: 1024 }),
      'too-large',
    );
  });

  it('gives up at the deadline', async () => {
    const error = await expectFailure(
      guardedFetchText(`http://127.0.0.1:${port}/never`, { policy: 'open', timeoutMs: 200 }),
      'timeout',
    );
    expect(error.message).toContain('200 ms');
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the person');
    const pending = guardedFetchText(`http://127.0.0.1:${port}/never`, {
      policy: 'open',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectFailure(
      guardedFetchText(`http://127.0.0.1:${closedPort}/`, { policy: 'open' }),
      'network',
    );
  });
});
