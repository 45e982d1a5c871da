import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  startHttpServer,
  type ReceivedRequest,
  type TestServer,
} from '../../../test/send-test-servers.js';
import { addressCheckOf, type AddressCheck } from './address-policy.js';
import { closeIdleConnections } from './connection-pool.js';
import { decodeText } from './decode-text.js';
import { createOutboundClient, type OutboundClientOptions } from './outbound-client.js';
import { OutboundError, type OutboundFailure } from './outbound-error.js';

type GetOptions = Omit<OutboundClientOptions, 'purpose'> & {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A GET as a URL import makes it, the answer decoded as text. */
async function getText(url: string, options: GetOptions) {
  const { headers, signal, ...clientOptions } = options;
  const client = createOutboundClient({ purpose: 'test', ...clientOptions });
  const answer = await client.request({ url, headers, signal });
  return { ...answer, text: decodeText(answer.body, answer.headers['content-type']) };
}

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

async function expectFailure(promise: Promise<unknown>, reason: OutboundFailure) {
  const error = await failure(promise);
  expect(error.reason, error.message).toBe(reason);
  return error;
}

describe('the address policy, before anything is sent', () => {
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
    'http://[::ffff:10.0.0.1]/',
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
  ])('refuses %s under public-only', async (url) => {
    const resolver = fakeResolver({});
    const error = await expectFailure(
      getText(url, { policy: 'public-only', resolve: resolver.resolve }),
      'address',
    );
    expect(error.message).toMatch(/not allowed/);
    expect(error.purpose).toBe('test');
    expect(resolver.calls).toEqual([]);
  });

  it('refuses them for any method, body or not', async () => {
    const client = createOutboundClient({ purpose: 'test', policy: 'public-only' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PURGE']) {
      await expectFailure(
        client.request({ method, url: 'http://[::ffff:169.254.169.254]/', body: 'x' }),
        'address',
      );
    }
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
    ['loopback6.example', ['::1']],
    ['mapped.example', ['::ffff:192.168.0.1']],
    ['nat64.example', ['64:ff9b::a9fe:a9fe']],
    // One bad address among good ones is enough: the socket may pick any of them.
    ['mixed.example', ['93.184.216.34', '127.0.0.1']],
  ])('refuses the name %s, which resolves to %j', async (name, addresses) => {
    const resolver = fakeResolver({ [name]: addresses });
    const error = await expectFailure(
      getText(`http://${name}:8080/openapi.json`, {
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
      await expectFailure(getText(url, { policy: 'open' }), 'protocol');
    }
    await expectFailure(getText('not a url', { policy: 'open' }), 'invalid-url');
  });

  it('refuses what is not a method', async () => {
    const client = createOutboundClient({ purpose: 'test', policy: 'open' });
    for (const method of ['GET /x', 'CONNECT', '']) {
      await expectFailure(
        client.request({ method, url: 'http://example.test/' }),
        'invalid-request',
      );
    }
  });

  it('says when a name does not resolve', async () => {
    const resolver = fakeResolver({});
    const error = await expectFailure(
      getText('http://nowhere.example/', { policy: 'public-only', resolve: resolver.resolve }),
      'network',
    );
    expect(error.phase).toBe('dns');
  });
});

describe('requests to loopback servers', () => {
  let server: TestServer;
  let port: number;
  let base: string;
  const connections = new Set<Socket>();
  let connectionCount = 0;
  const seen: Array<{
    method: string | undefined;
    host: string | undefined;
    url: string | undefined;
    authorization: string | undefined;
    contentType: string | undefined;
    body: string;
  }> = [];

  beforeAll(async () => {
    server = await startHttpServer((req, res) => {
      const body = req.body.toString('utf8');
      seen.push({
        method: req.method,
        host: req.headers.host,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      answer(req, res, body);
    });
    server.server.on('connection', (socket: Socket) => {
      connectionCount += 1;
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
    });
    port = server.port;
    base = server.origin;
  });

  afterAll(async () => {
    await closeIdleConnections();
    await server.close();
  });

  function answer(req: ReceivedRequest, res: http.ServerResponse, body: string) {
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
      case '/echo':
        res.writeHead(200, { 'content-type': 'application/json', 'x-repeat': ['a', 'b'] });
        res.end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] }));
        return;
      case '/redirect':
        res.writeHead(302, { location: hops > 1 ? `/redirect?hops=${hops - 1}` : '/spec.yaml' });
        res.end();
        return;
      case '/redirect-to':
        res.writeHead(Number(url.searchParams.get('status') ?? 307), {
          location: url.searchParams.get('to') ?? '/',
        });
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
      case '/endless': {
        // Streams without end: only the cap stops the reader.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(16 * 1024, 0x7a);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
        return;
      }
      case '/never':
        // Headers and no body: the deadline has to end it.
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        return;
      case '/silent':
        // Not even headers.
        return;
      case '/status':
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('no such file');
        return;
      default:
        res.writeHead(200);
        res.end('ok');
    }
  }

  it('fetches text under the open policy and reports the status', async () => {
    const answer = await getText(`${base}/spec.yaml`, { policy: 'open' });
    expect(answer).toMatchObject({ status: 200, text: 'openapi: 3.1.0\n', redirects: [] });
    expect(answer.headers['content-type']).toBe('application/yaml');
    expect(answer.remoteAddress).toBe('127.0.0.1');
    const missing = await getText(`${base}/status`, { policy: 'open' });
    expect(missing).toMatchObject({ status: 404, text: 'no such file' });
  });

  it('decodes by the charset the answer names', async () => {
    const answer = await getText(`${base}/latin1`, { policy: 'open' });
    expect(answer.text).toBe('café');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'OPTIONS', 'PROPFIND', 'PURGE'])(
    'sends %s with a body',
    async (method) => {
      const client = createOutboundClient({ purpose: 'test', policy: 'open' });
      const body = JSON.stringify({ method, note: 'héron' });
      const answer = await client.request({
        method,
        url: `${base}/echo`,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
        method,
        body,
        type: 'application/json',
      });
      // Repeated answer headers: joined in the record, kept apart in the list.
      expect(answer.headers['x-repeat']).toBe('a, b');
      expect(answer.headerList.filter((h) => h.name.toLowerCase() === 'x-repeat')).toHaveLength(2);
    },
  );

  it('sends bytes and ordered, repeated headers', async () => {
    const client = createOutboundClient({ purpose: 'test', policy: 'open' });
    seen.length = 0;
    await client.request({
      method: 'POST',
      url: `${base}/echo`,
      headers: [
        { name: 'Content-Type', value: 'application/octet-stream' },
        { name: 'Authorization', value: 'Bearer one' },
      ],
      body: new Uint8Array([104, 105]),
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: 'hi',
      contentType: 'application/octet-stream',
      authorization: 'Bearer one',
    });
  });

  it('connects to the address it checked: the name is resolved once, by our resolver', async () => {
    // "api.heron.test" does not exist in DNS: reaching the server proves the pinned address is used.
    const resolver = fakeResolver({ 'api.heron.test': ['127.0.0.1'] });
    const answer = await getText(`http://api.heron.test:${port}/spec.yaml`, {
      policy: 'open',
      resolve: resolver.resolve,
    });
    expect(answer.text).toBe('openapi: 3.1.0\n');
    expect(resolver.calls).toEqual(['api.heron.test']);
    expect(seen.at(-1)?.host).toBe(`api.heron.test:${port}`);
  });

  it('tells the answer as it comes (not a redirect it follows), each piece within the cap', async () => {
    const client = createOutboundClient({ purpose: 'test', policy: 'open', maxBytes: 1024 });
    const told: string[] = [];
    let pieces = '';
    const answer = await client.request({
      url: `${base}/redirect?hops=1`,
      onAnswer: {
        start: (status) => told.push(`start ${status}`),
        data: (chunk) => {
          pieces += chunk.toString('utf8');
        },
      },
    });
    expect(answer.redirects).toHaveLength(1);
    expect(told).toEqual(['start 200']);
    expect(pieces).toBe('openapi: 3.1.0\n');

    let kept = 0;
    await expectFailure(
      client.request({
        url: `${base}/big-chunked`,
        onAnswer: { start: () => undefined, data: (chunk) => (kept += chunk.length) },
      }),
      'too-large',
    );
    expect(kept).toBe(1024);
  });

  it('follows up to five redirects and refuses the sixth', async () => {
    const answer = await getText(`${base}/redirect?hops=4`, { policy: 'open' });
    expect(answer).toMatchObject({ status: 200, url: `${base}/spec.yaml` });
    expect(answer.redirects).toHaveLength(4);
    const error = await expectFailure(
      getText(`${base}/redirect?hops=6`, { policy: 'open' }),
      'redirects',
    );
    expect(error.message).toContain('more than 5 redirects');
    await expectFailure(
      getText(`${base}/redirect?hops=2`, { policy: 'open', maxRedirects: 1 }),
      'redirects',
    );
  });

  it('answers with the redirect itself when told to follow none', async () => {
    seen.length = 0;
    const answer = await getText(`${base}/redirect?hops=1`, { policy: 'open', maxRedirects: 0 });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/spec.yaml');
    expect(seen).toHaveLength(1);
  });

  it('checks the policy again at every hop', async () => {
    // A policy that allows 127.0.0.1 (the first hop) and refuses 127.0.0.2.
    const policy = (address: string) => (address === '127.0.0.2' ? 'test: refused' : null);
    const to = (target: string) => `${base}/redirect-to?to=${encodeURIComponent(target)}`;
    await expectFailure(getText(to(`http://127.0.0.2:${port}/spec.yaml`), { policy }), 'address');
    const resolver = fakeResolver({ 'inside.test': ['127.0.0.2'] });
    const error = await expectFailure(
      getText(to(`http://inside.test:${port}/`), { policy, resolve: resolver.resolve }),
      'address',
    );
    expect(error.message).toContain('inside.test resolves to 127.0.0.2');
    await expectFailure(getText(to('file:///etc/passwd'), { policy: 'open' }), 'protocol');
  });

  it('refuses a hop to a private or metadata address after a public first hop', async () => {
    // Public-only, except the test server itself standing in for a public host.
    const publicOnly = addressCheckOf('public-only');
    const policy: AddressCheck = (address) =>
      address === '127.0.0.1' ? null : publicOnly(address);
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/',
      'http://[fd00::1]/',
      'http://10.0.0.1/',
    ]) {
      seen.length = 0;
      const error = await expectFailure(
        getText(`${base}/redirect-to?status=302&to=${encodeURIComponent(target)}`, { policy }),
        'address',
      );
      expect(error.message).toMatch(/not allowed/);
      expect(seen).toHaveLength(1);
    }
  });

  it('does not carry credentials to another origin on a redirect', async () => {
    const resolver = fakeResolver({ 'other.test': ['127.0.0.1'] });
    seen.length = 0;
    await getText(
      `${base}/redirect-to?to=${encodeURIComponent(`http://other.test:${port}/spec.yaml`)}`,
      { policy: 'open', resolve: resolver.resolve, headers: { authorization: 'Bearer secret' } },
    );
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer secret', undefined]);
  });

  it('redirects as browsers do: 307 keeps the method and body, 303 and a 302 after POST do not', async () => {
    const client = createOutboundClient({ purpose: 'test', policy: 'open' });
    const send = async (status: number, method: string) => {
      seen.length = 0;
      await client.request({
        method,
        url: `${base}/redirect-to?status=${status}&to=/echo`,
        headers: { 'content-type': 'text/plain' },
        body: 'payload',
      });
      return seen[1]!;
    };
    expect(await send(307, 'PUT')).toMatchObject({ method: 'PUT', body: 'payload' });
    expect(await send(308, 'POST')).toMatchObject({ method: 'POST', body: 'payload' });
    expect(await send(303, 'PUT')).toMatchObject({
      method: 'GET',
      body: '',
      contentType: undefined,
    });
    expect(await send(302, 'POST')).toMatchObject({ method: 'GET', body: '' });
    expect(await send(302, 'DELETE')).toMatchObject({ method: 'DELETE', body: 'payload' });
  });

  it('stops reading past the size cap, declared or streamed', async () => {
    const declared = await expectFailure(
      getText(`${base}/big`, { policy: 'open', maxBytes: 1024 }),
      'too-large',
    );
    expect(declared.message).toContain('larger than 1024 bytes');
    await expectFailure(
      getText(`${base}/big-chunked`, { policy: 'open', maxBytes: 1024 }),
      'too-large',
    );
  });

  it('stops a server that streams without end at the cap', async () => {
    const started = performance.now();
    const error = await expectFailure(
      getText(`${base}/endless`, { policy: 'open', maxBytes: 100_000, deadlineMs: 20_000 }),
      'too-large',
    );
    expect(error.message).toContain('larger than 100000 bytes');
    // The cap ended it, not the deadline.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('keeps the first bytes and says so when told to truncate', async () => {
    const answer = await getText(`${base}/endless`, {
      policy: 'open',
      maxBytes: 1000,
      overflow: 'truncate',
    });
    expect(answer.truncated).toBe(true);
    expect(answer.body).toHaveLength(1000);
    expect(answer.sizeBytes).toBeGreaterThanOrEqual(1000);
    const whole = await getText(`${base}/spec.yaml`, { policy: 'open', overflow: 'truncate' });
    expect(whole.truncated).toBe(false);
  });

  it('gives up at the deadline, with or without headers', async () => {
    for (const path of ['/never', '/silent']) {
      const error = await expectFailure(
        getText(`${base}${path}`, { policy: 'open', deadlineMs: 200 }),
        'timeout',
      );
      expect(error.message).toContain('200 ms');
    }
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the person');
    const pending = getText(`${base}/never`, { policy: 'open', signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });

  it('reports a refused connection as a network failure while connecting', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await expectFailure(
      getText(`http://127.0.0.1:${closedPort}/`, { policy: 'open' }),
      'network',
    );
    expect(error.phase).toBe('connect');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('reuses a kept-alive connection, and opens one per request without keep-alive', async () => {
    await closeIdleConnections();
    const pooled = createOutboundClient({ purpose: 'test', policy: 'open', keepAlive: true });
    const before = connectionCount;
    const first = await pooled.request({ method: 'POST', url: `${base}/echo`, body: 'one' });
    const second = await pooled.request({ method: 'PUT', url: `${base}/echo`, body: 'two' });
    expect(connectionCount - before).toBe(1);
    expect(first.timing.connection.isNew).toBe(true);
    expect(second.timing.connection).toMatchObject({ isNew: false, connectMs: 0 });
    expect(second.remoteAddress).toBe('127.0.0.1');

    const single = createOutboundClient({ purpose: 'test', policy: 'open' });
    const alone = connectionCount;
    await single.request({ url: `${base}/spec.yaml` });
    await single.request({ url: `${base}/spec.yaml` });
    expect(connectionCount - alone).toBe(2);
  });

  it('does not lend a connection made under one policy to a request under another', async () => {
    await closeIdleConnections();
    const allowAll: AddressCheck = () => null;
    const before = connectionCount;
    await createOutboundClient({ purpose: 'a', policy: 'open', keepAlive: true }).request({
      url: `${base}/spec.yaml`,
    });
    const other = await createOutboundClient({
      purpose: 'b',
      policy: allowAll,
      keepAlive: true,
    }).request({ url: `${base}/spec.yaml` });
    expect(connectionCount - before).toBe(2);
    expect(other.timing.connection.isNew).toBe(true);
  });

  it('sends again on a new connection when the kept-alive one was closed by the server', async () => {
    await closeIdleConnections();
    const pooled = createOutboundClient({ purpose: 'test', policy: 'open', keepAlive: true });
    await pooled.request({ url: `${base}/spec.yaml` });
    // The server drops its idle sockets, as a keep-alive timeout would.
    for (const socket of connections) socket.destroy();
    const again = await pooled.request({ method: 'POST', url: `${base}/echo`, body: 'x' });
    expect(again.status).toBe(200);
  });
});
