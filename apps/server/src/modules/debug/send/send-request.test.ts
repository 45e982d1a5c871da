import type { DebugSettings } from '@heron/contract';
import type { ResolvedRequest } from '@heron/engine';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeIdleConnections as closeIdleClients,
  nonPublicReason,
} from '../../../adapters/outbound/index.js';
import { sendRequest, type SendRequestOptions } from './send-request.js';
import type { SentExchange } from './sent-exchange.js';
import {
  fakeResolver,
  startHttpServer,
  type ReceivedRequest,
  type TestServer,
} from '../../../../test/send-test-servers.js';

const settings = (over: Partial<DebugSettings> = {}): DebugSettings => ({
  timeoutMs: 10_000,
  followRedirects: true,
  maxRedirects: 10,
  verifyTls: true,
  ...over,
});

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

function get(url: string, over: Partial<ResolvedRequest> = {}): ResolvedRequest {
  return { method: 'GET', url, headers: [], body: { kind: 'none' }, ...over };
}

function send(request: ResolvedRequest, over: Partial<SendRequestOptions> = {}) {
  return sendRequest(request, {
    auth: { type: 'none' },
    settings: settings(),
    policy: 'open',
    ...over,
  });
}

function answered(exchange: SentExchange) {
  if (!exchange.ok)
    throw new Error(`expected an answer, got ${exchange.error.code}: ${exchange.error.message}`);
  return exchange;
}

function failedWith(exchange: SentExchange, code: string) {
  if (exchange.ok) throw new Error(`expected ${code}, got HTTP ${exchange.response.status}`);
  expect(exchange.error.code, exchange.error.message).toBe(code);
  return exchange.error;
}

function bodyText(exchange: SentExchange): string {
  return Buffer.from(answered(exchange).response.body.base64, 'base64').toString('utf8');
}

function pairs(raw: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) out.push([raw[i]!, raw[i + 1]!]);
  return out;
}

// 20 MB of zeros that travel as about 20 KB.
const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024));
let main: TestServer;
let other: TestServer;
// Connections still open on the main server (the slow and endless answers close them).
const openResponses = new Set<http.ServerResponse>();

async function mainHandler(request: ReceivedRequest, response: http.ServerResponse) {
  const url = new URL(request.url, 'http://x');
  const path = url.pathname;
  if (path.startsWith('/redirect/')) {
    const status = Number(path.split('/')[2]);
    response.writeHead(status, { Location: url.searchParams.get('to') ?? '/echo' });
    response.end('moving');
    return;
  }
  if (path === '/loop') {
    const n = Number(url.searchParams.get('n') ?? 0);
    response.writeHead(302, { Location: `/loop?n=${n + 1}` });
    response.end();
    return;
  }
  if (path === '/headers') {
    response.writeHead(418, "I'm a little teapot", [
      ['X-First', 'a'],
      ['Set-Cookie', 'session=abc; Path=/; HttpOnly; Secure; SameSite=Strict'],
      ['X-Repeat', 'one'],
      ['Set-Cookie', 'theme=dark; Domain=.example.test; Max-Age=3600'],
      ['X-Repeat', 'two'],
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['X-Utf8', Buffer.from('café', 'utf8').toString('latin1')],
    ]);
    response.end('short and stout');
    return;
  }
  if (path === '/big') {
    const size = Number(url.searchParams.get('size'));
    const chunk = Buffer.alloc(16 * 1024);
    for (let i = 0; i < chunk.length; i += 1) chunk[i] = i % 251;
    response.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(size),
    });
    let left = size;
    while (left > 0) {
      const part = chunk.subarray(0, Math.min(left, chunk.length));
      response.write(part);
      left -= part.length;
    }
    response.end();
    return;
  }
  if (path === '/endless') {
    // No length, never ends: only the reader's cap can stop it.
    openResponses.add(response);
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
    return;
  }
  if (path === '/encoded') {
    const kind = url.searchParams.get('as') ?? 'gzip';
    const text = Buffer.from(JSON.stringify({ greeting: 'héllo', list: [1, 2, 3] }));
    const encoded =
      kind === 'gzip'
        ? zlib.gzipSync(text)
        : kind === 'deflate'
          ? zlib.deflateSync(text)
          : kind === 'deflate-raw'
            ? zlib.deflateRawSync(text)
            : kind === 'br'
              ? zlib.brotliCompressSync(text)
              : Buffer.from('not compressed at all');
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Encoding': kind === 'deflate-raw' ? 'deflate' : kind === 'junk' ? 'gzip' : kind,
    });
    response.end(encoded);
    return;
  }
  if (path === '/bomb') {
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' });
    response.end(bomb);
    return;
  }
  if (path === '/slow') {
    openResponses.add(response);
    return; // never answers
  }
  if (path === '/cut') {
    response.writeHead(200, { 'Content-Length': '1000' });
    response.write('only part');
    setTimeout(() => response.socket?.destroy(), 20);
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ method: request.method, url: request.url }));
}

beforeAll(async () => {
  main = await startHttpServer(mainHandler);
  other = await startHttpServer((_request, response) => response.end('other origin'));
});

afterAll(async () => {
  for (const response of openResponses) response.socket?.destroy();
  await closeIdleClients();
  await main.close();
  await other.close();
});

function lastReceived(server: TestServer = main): ReceivedRequest {
  return server.received.at(-1)!;
}

describe('bodies arrive byte for byte', () => {
  it('text as UTF-8 with its Content-Type and true length', async () => {
    const text = '{"name":"Zoë","emoji":"🦩","n":1}';
    answered(
      await send({
        method: 'POST',
        url: `${main.origin}/echo`,
        headers: [{ name: 'Content-Type', value: 'application/json' }],
        body: { kind: 'text', contentType: 'application/json', text },
      }),
    );
    const received = lastReceived();
    expect(received.body.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['content-length']).toBe(String(Buffer.byteLength(text)));
  });

  it('x-www-form-urlencoded in order with repeats', async () => {
    answered(
      await send({
        method: 'POST',
        url: `${main.origin}/echo`,
        headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
        body: {
          kind: 'urlencoded',
          fields: [
            { name: 'a', value: '1 2' },
            { name: 'a', value: '&=?' },
            { name: 'ü', value: '中文' },
          ],
        },
      }),
    );
    expect(lastReceived().body.toString()).toBe('a=1+2&a=%26%3D%3F&%C3%BC=%E4%B8%AD%E6%96%87');
  });

  it('multipart with a text field and a binary file, boundary in the Content-Type', async () => {
    const exchange = answered(
      await send({
        method: 'POST',
        url: `${main.origin}/echo`,
        headers: [],
        body: {
          kind: 'multipart',
          parts: [
            { kind: 'text', name: 'note', value: 'héllo' },
            {
              kind: 'file',
              name: 'file',
              fileName: 'bytes.bin',
              contentType: 'application/octet-stream',
              base64: everyByte.toString('base64'),
            },
          ],
        },
      }),
    );
    const received = lastReceived();
    const type = received.headers['content-type'] ?? '';
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(type)?.[1];
    expect(boundary, type).toBeDefined();
    const expected = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhéllo\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bytes.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      everyByte,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(received.body.equals(expected)).toBe(true);
    // The request as sent shows the Content-Type the sender wrote.
    expect(exchange.sentRequest.headers).toContainEqual({ name: 'Content-Type', value: type });
  });

  it('a binary file as its exact bytes', async () => {
    const bytes = Buffer.concat(Array.from({ length: 300 }, () => everyByte));
    answered(
      await send({
        method: 'PUT',
        url: `${main.origin}/echo`,
        headers: [{ name: 'Content-Type', value: 'application/octet-stream' }],
        body: {
          kind: 'binary',
          fileName: 'b.bin',
          contentType: 'application/octet-stream',
          base64: bytes.toString('base64'),
        },
      }),
    );
    expect(lastReceived().body.equals(bytes)).toBe(true);
    expect(lastReceived().method).toBe('PUT');
  });
});

describe('methods and headers', () => {
  it.each(['PATCH', 'OPTIONS', 'DELETE', 'PURGE', 'PROPFIND'])('sends %s', async (method) => {
    const exchange = answered(
      await send({
        method,
        url: `${main.origin}/echo?m=1`,
        headers: [],
        body: { kind: 'text', contentType: 'text/plain', text: 'x' },
      }),
    );
    expect(lastReceived().method).toBe(method);
    expect(lastReceived().body.toString()).toBe('x');
    expect(JSON.parse(bodyText(exchange))).toEqual({ method, url: '/echo?m=1' });
  });

  it('HEAD gets the headers and no body', async () => {
    const exchange = answered(await send(get(`${main.origin}/echo`, { method: 'HEAD' })));
    expect(exchange.response.status).toBe(200);
    expect(exchange.response.body.sizeBytes).toBe(0);
  });

  it('sends headers in order with repeats, non-Latin-1 values as UTF-8 bytes', async () => {
    answered(
      await send(
        get(`${main.origin}/echo`, {
          headers: [
            { name: 'X-B', value: '2' },
            { name: 'X-A', value: '1' },
            { name: 'x-a', value: 'again' },
            { name: 'X-Name', value: '张三' },
          ],
        }),
      ),
    );
    const sent = pairs(lastReceived().rawHeaders).filter(
      ([name]) => name.startsWith('X-') || name.startsWith('x-'),
    );
    expect(sent.slice(0, 3)).toEqual([
      ['X-B', '2'],
      ['X-A', '1'],
      ['x-a', 'again'],
    ]);
    // Node's server reads header bytes as Latin-1.
    expect(Buffer.from(sent[3]![1], 'latin1').toString('utf8')).toBe('张三');
  });

  it('replaces a typed Content-Length and drops framing headers it writes itself', async () => {
    const exchange = answered(
      await send({
        method: 'POST',
        url: `${main.origin}/echo`,
        headers: [
          { name: 'Content-Length', value: '999' },
          { name: 'Transfer-Encoding', value: 'chunked' },
          { name: 'Expect', value: '100-continue' },
          { name: 'Content-Type', value: 'text/plain' },
        ],
        body: { kind: 'text', contentType: 'text/plain', text: 'four' },
      }),
    );
    expect(lastReceived().headers['content-length']).toBe('4');
    expect(lastReceived().headers['transfer-encoding']).toBeUndefined();
    expect(lastReceived().body.toString()).toBe('four');
    expect(exchange.sentRequest.headers).toEqual([
      { name: 'Content-Type', value: 'text/plain' },
      { name: 'Content-Length', value: '4' },
    ]);
  });

  it('reads response headers in order with repeats, the status text, and the cookies', async () => {
    const exchange = answered(await send(get(`${main.origin}/headers`)));
    const { response } = exchange;
    expect(response.status).toBe(418);
    expect(response.statusText).toBe("I'm a little teapot");
    expect(response.headers.slice(0, 7)).toEqual([
      { name: 'X-First', value: 'a' },
      { name: 'Set-Cookie', value: 'session=abc; Path=/; HttpOnly; Secure; SameSite=Strict' },
      { name: 'X-Repeat', value: 'one' },
      { name: 'Set-Cookie', value: 'theme=dark; Domain=.example.test; Max-Age=3600' },
      { name: 'X-Repeat', value: 'two' },
      { name: 'Content-Type', value: 'text/plain; charset=utf-8' },
      { name: 'X-Utf8', value: 'café' },
    ]);
    expect(response.cookies).toEqual([
      {
        name: 'session',
        value: 'abc',
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
      {
        name: 'theme',
        value: 'dark',
        domain: 'example.test',
        httpOnly: false,
        secure: false,
        expires: expect.any(String),
      },
    ]);
    expect(response.body.contentType).toBe('text/plain; charset=utf-8');
    expect(bodyText(exchange)).toBe('short and stout');
    expect(response.httpVersion).toBe('1.1');
    expect(response.remoteAddress).toBe('127.0.0.1');
  });
});

describe('redirects', () => {
  const post = (url: string, extra: Partial<ResolvedRequest> = {}): ResolvedRequest => ({
    method: 'POST',
    url,
    headers: [{ name: 'Content-Type', value: 'text/plain' }],
    body: { kind: 'text', contentType: 'text/plain', text: 'payload' },
    ...extra,
  });

  it.each([301, 302, 303])(
    '%i after a POST continues as a GET without the body',
    async (status) => {
      const exchange = answered(await send(post(`${main.origin}/redirect/${status}?to=/echo`)));
      const final = lastReceived();
      expect(final.method).toBe('GET');
      expect(final.body.length).toBe(0);
      expect(final.headers['content-type']).toBeUndefined();
      expect(exchange.response.redirects).toEqual([
        { url: `${main.origin}/redirect/${status}?to=/echo`, status },
      ]);
      expect(exchange.response.url).toBe(`${main.origin}/echo`);
      expect(exchange.sentRequest.method).toBe('GET');
    },
  );

  it('303 turns PUT into GET; 301 keeps a PUT', async () => {
    answered(await send(post(`${main.origin}/redirect/303?to=/echo`, { method: 'PUT' })));
    expect(lastReceived().method).toBe('GET');
    answered(await send(post(`${main.origin}/redirect/301?to=/echo`, { method: 'PUT' })));
    expect(lastReceived().method).toBe('PUT');
    expect(lastReceived().body.toString()).toBe('payload');
  });

  it.each([307, 308])('%i repeats the method and the body', async (status) => {
    answered(await send(post(`${main.origin}/redirect/${status}?to=/echo`)));
    const final = lastReceived();
    expect(final.method).toBe('POST');
    expect(final.url).toBe('/echo');
    expect(final.body.toString()).toBe('payload');
  });

  it('keeps credentials on the same origin and drops them on another', async () => {
    const headers = [
      { name: 'Authorization', value: 'Bearer secret' },
      { name: 'Cookie', value: 'sid=1' },
      { name: 'X-Keep', value: 'yes' },
    ];
    answered(await send(get(`${main.origin}/redirect/302?to=/echo`, { headers })));
    expect(lastReceived().headers.authorization).toBe('Bearer secret');
    expect(lastReceived().headers.cookie).toBe('sid=1');

    const exchange = answered(
      await send(
        get(`${main.origin}/redirect/302?to=${encodeURIComponent(`${other.origin}/x`)}`, {
          headers,
        }),
      ),
    );
    const atOther = lastReceived(other);
    expect(atOther.headers.authorization).toBeUndefined();
    expect(atOther.headers.cookie).toBeUndefined();
    expect(atOther.headers['x-keep']).toBe('yes');
    expect(bodyText(exchange)).toBe('other origin');
    expect(exchange.sentRequest.headers).toEqual([{ name: 'X-Keep', value: 'yes' }]);
  });

  it('returns the redirect itself when following is off', async () => {
    const exchange = answered(
      await send(get(`${main.origin}/redirect/302?to=/echo`), {
        settings: settings({ followRedirects: false }),
      }),
    );
    expect(exchange.response.status).toBe(302);
    expect(exchange.response.headers).toContainEqual({ name: 'Location', value: '/echo' });
    expect(bodyText(exchange)).toBe('moving');
  });

  it('stops after maxRedirects', async () => {
    const error = failedWith(
      await send(get(`${main.origin}/loop`), { settings: settings({ maxRedirects: 3 }) }),
      'TOO_MANY_REDIRECTS',
    );
    expect(error.message).toContain('3 redirects');
    answered(
      await send(get(`${main.origin}/redirect/302?to=/echo`), {
        settings: settings({ maxRedirects: 1 }),
      }),
    );
  });

  it('refuses a redirect to a non-http URL', async () => {
    failedWith(
      await send(get(`${main.origin}/redirect/302?to=${encodeURIComponent('file:///etc/passwd')}`)),
      'INVALID_URL',
    );
  });
});

describe('the address policy', () => {
  // public-only, except the one loopback address the test server listens on: the first hop is
  // allowed, and every other private or loopback address stays refused.
  const publicOnlyButTestServer = (address: string) =>
    address === '127.0.0.1' ? null : nonPublicReason(address);

  it('refuses a loopback name under public-only before anything is sent', async () => {
    const dns = fakeResolver({ 'api.test': ['127.0.0.1'] });
    const before = main.received.length;
    const error = failedWith(
      await send(get(`http://api.test:${main.port}/echo`), {
        policy: 'public-only',
        resolve: dns.resolve,
      }),
      'ADDRESS_REFUSED',
    );
    expect(error.message).toContain('127.0.0.1');
    expect(main.received.length).toBe(before);
  });

  it.each([
    ['a name resolving to loopback', (port: number) => `http://internal.test:${port}/echo`],
    ['a name resolving to the metadata address', () => 'http://metadata.test/latest'],
    ['an IPv6 loopback literal', (port: number) => `http://[::1]:${port}/echo`],
    ['an IPv4-mapped IPv6 literal', (port: number) => `http://[::ffff:127.0.0.2]:${port}/echo`],
    ['a hexadecimal IPv4 form', (port: number) => `http://0x7f.0.0.2:${port}/echo`],
    ['a decimal IPv4 form', (port: number) => `http://2130706434:${port}/echo`],
  ])('refuses a redirect to %s', async (_label, target) => {
    const dns = fakeResolver({
      'internal.test': ['127.0.0.2'],
      'metadata.test': ['169.254.169.254'],
    });
    const before = main.received.length;
    const error = failedWith(
      await send(get(`${main.origin}/redirect/302?to=${encodeURIComponent(target(main.port))}`), {
        policy: publicOnlyButTestServer,
        resolve: dns.resolve,
      }),
      'ADDRESS_REFUSED',
    );
    expect(error.message).toMatch(/not allowed/);
    // The first hop went out; the refused one never did.
    expect(main.received.length).toBe(before + 1);
  });

  it('checks every address a name resolves to and each new connection asks again', async () => {
    const mixed = fakeResolver({ 'mixed.test': ['127.0.0.1', '10.0.0.5'] });
    failedWith(
      await send(get(`http://mixed.test:${main.port}/echo`), {
        policy: publicOnlyButTestServer,
        resolve: mixed.resolve,
      }),
      'ADDRESS_REFUSED',
    );
    const fine = fakeResolver({ 'fine.test': ['127.0.0.1'] });
    answered(
      await send(get(`http://fine.test:${main.port}/echo`), {
        policy: publicOnlyButTestServer,
        resolve: fine.resolve,
      }),
    );
    expect(fine.calls).toEqual(['fine.test']);
  });

  it('does not lend a connection made under one policy to a send under another', async () => {
    const dns = fakeResolver({ 'pooled.test': ['127.0.0.1'] });
    answered(
      await send(get(`http://pooled.test:${main.port}/echo`), {
        policy: 'open',
        resolve: dns.resolve,
      }),
    );
    failedWith(
      await send(get(`http://pooled.test:${main.port}/echo`), {
        policy: 'public-only',
        resolve: dns.resolve,
      }),
      'ADDRESS_REFUSED',
    );
  });
});

describe('failures', () => {
  it('times out on a server that never answers, within the limit', async () => {
    const started = Date.now();
    const error = failedWith(
      await send(get(`${main.origin}/slow`), { settings: settings({ timeoutMs: 300 }) }),
      'TIMEOUT',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toContain('300 ms');
    expect(error.timings.totalMs).toBeGreaterThanOrEqual(250);
  });

  it('is cancelled by the caller', async () => {
    const controller = new AbortController();
    const pending = send(get(`${main.origin}/slow`), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    failedWith(await pending, 'CANCELLED');
  });

  it('says connection refused when nothing listens', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const error = failedWith(await send(get(`http://127.0.0.1:${port}/`)), 'CONNECTION_REFUSED');
    expect(error.message).toContain(`127.0.0.1:${port}`);
  });

  it('says the name did not resolve for an unknown host', async () => {
    const dns = fakeResolver({});
    const error = failedWith(
      await send(get('http://no-such-host.test/'), { resolve: dns.resolve }),
      'DNS_FAILED',
    );
    expect(error.message).toContain('no-such-host.test');
    expect(error.message).toContain('ENOTFOUND');
  });

  it('says the connection broke when the server cuts the answer short', async () => {
    failedWith(await send(get(`${main.origin}/cut`)), 'NETWORK');
  });

  it.each([
    ['not a URL', get('not a url'), 'INVALID_URL'],
    ['a file URL', get('file:///etc/passwd'), 'INVALID_URL'],
    ['a method with a space', get('http://127.0.0.1/', { method: 'GE T' }), 'INVALID_REQUEST'],
    ['CONNECT', get('http://127.0.0.1/', { method: 'CONNECT' }), 'INVALID_REQUEST'],
  ])('refuses %s with a clear error', async (_label, request, code) => {
    const error = failedWith(await send(request), code);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('never throws, even on input outside the contract', async () => {
    const odd = await sendRequest(
      {
        method: 'GET',
        url: `${main.origin}/echo`,
        headers: [{ name: 'Bad Name', value: 'x' }],
        body: { kind: 'none' },
      },
      { auth: { type: 'none' }, settings: settings(), policy: 'open' },
    );
    failedWith(odd, 'INVALID_REQUEST');
    const noSettings = await sendRequest(get(`${main.origin}/echo`), {
      auth: { type: 'none' },
      settings: undefined as unknown as DebugSettings,
      policy: 'open',
    });
    expect(noSettings.ok).toBe(true);
  });
});

describe('the size cap', () => {
  it('keeps at most the cap, marks the body truncated and counts what came', async () => {
    const cap = 64 * 1024;
    const exchange = answered(
      await send(get(`${main.origin}/big?size=${300 * 1024}`), { maxBodyBytes: cap }),
    );
    const { body } = exchange.response;
    const kept = Buffer.from(body.base64, 'base64');
    expect(body.truncated).toBe(true);
    expect(kept.length).toBe(cap);
    expect(body.sizeBytes).toBeGreaterThan(cap);
    for (let i = 0; i < kept.length; i += 997) expect(kept[i]).toBe((i % (16 * 1024)) % 251);
  });

  it('stops an endless answer at the cap instead of reading until the deadline', async () => {
    const started = Date.now();
    const exchange = answered(
      await send(get(`${main.origin}/endless`), {
        maxBodyBytes: 100_000,
        settings: settings({ timeoutMs: 20_000 }),
      }),
    );
    expect(exchange.response.body.truncated).toBe(true);
    expect(Buffer.from(exchange.response.body.base64, 'base64').length).toBe(100_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps a body under the cap whole', async () => {
    const exchange = answered(
      await send(get(`${main.origin}/big?size=10000`), { maxBodyBytes: 10_000 }),
    );
    expect(exchange.response.body).toMatchObject({ truncated: false, sizeBytes: 10_000 });
  });
});

describe('compressed answers', () => {
  it.each(['gzip', 'deflate', 'deflate-raw', 'br'])('are shown decoded (%s)', async (kind) => {
    const exchange = answered(await send(get(`${main.origin}/encoded?as=${kind}`)));
    expect(JSON.parse(bodyText(exchange))).toEqual({ greeting: 'héllo', list: [1, 2, 3] });
    expect(exchange.response.body.decodedFrom).toBe(kind === 'deflate-raw' ? 'deflate' : kind);
    expect(exchange.response.body.truncated).toBe(false);
  });

  it('are shown as received when they do not decode', async () => {
    const exchange = answered(await send(get(`${main.origin}/encoded?as=junk`)));
    expect(bodyText(exchange)).toBe('not compressed at all');
    expect(exchange.response.body.decodedFrom).toBeUndefined();
  });

  it('never expand past the cap', async () => {
    const exchange = answered(
      await send(get(`${main.origin}/bomb`), { maxBodyBytes: 1024 * 1024 }),
    );
    const { body } = exchange.response;
    expect(body.truncated).toBe(true);
    expect(Buffer.from(body.base64, 'base64').length).toBe(1024 * 1024);
    expect(body.sizeBytes).toBe(bomb.length);
  });
});

describe('timings', () => {
  it('are measured for a new connection, in order, and 0 for phases a reused one skips', async () => {
    const fresh = await startHttpServer((_request, response) => response.end('ok'));
    try {
      const dns = fakeResolver({ 'timed.test': ['127.0.0.1'] });
      // A lookup that takes a moment, as a real one does.
      const slowLookup: typeof dns.resolve = async (name) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return dns.resolve(name);
      };
      const url = `http://timed.test:${fresh.port}/`;
      const first = answered(await send(get(url), { resolve: slowLookup })).response.timings;
      for (const value of Object.values(first)) expect(value).toBeGreaterThanOrEqual(0);
      expect(first.dnsMs).toBeGreaterThan(0);
      expect(first.connectMs).toBeGreaterThan(0);
      expect(first.tlsMs).toBe(0);
      expect(first.firstByteMs).toBeGreaterThan(0);
      expect(first.totalMs).toBeGreaterThanOrEqual(first.firstByteMs);
      const phases =
        first.dnsMs + first.connectMs + first.tlsMs + first.firstByteMs + first.downloadMs;
      expect(first.totalMs + 0.01).toBeGreaterThanOrEqual(phases);

      const second = answered(await send(get(url), { resolve: slowLookup })).response.timings;
      expect(second).toMatchObject({ dnsMs: 0, connectMs: 0, tlsMs: 0 });
      expect(second.firstByteMs).toBeGreaterThan(0);
      expect(dns.calls).toEqual(['timed.test']);
    } finally {
      await fresh.close();
    }
  });

  it('are reported with a failure, as far as they got', async () => {
    const error = failedWith(
      await send(get(`${main.origin}/slow`), { settings: settings({ timeoutMs: 200 }) }),
      'TIMEOUT',
    );
    expect(error.timings.totalMs).toBeGreaterThanOrEqual(error.timings.firstByteMs);
  });
});

describe('kept-alive connections', () => {
  it('sends a request again on a new connection when the server dropped the reused one unanswered', async () => {
    const perSocket = new WeakMap<object, number>();
    let seen = 0;
    const flaky = http.createServer((req, res) => {
      seen += 1;
      const count = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, count);
      req.resume();
      // The second request on a connection finds it closed, as when a keep-alive timer fires.
      if (count === 2) req.socket.destroy();
      else res.end(`answer ${seen}`);
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    try {
      expect(bodyText(await send(get(`${origin}/1`)))).toBe('answer 1');
      const again = await send({
        method: 'POST',
        url: `${origin}/2`,
        headers: [],
        body: { kind: 'text', contentType: 'text/plain', text: 'once' },
      });
      expect(bodyText(again)).toBe('answer 3');
      expect(seen).toBe(3);
    } finally {
      flaky.closeAllConnections();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });
});
