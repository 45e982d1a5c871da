import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptSenderOf } from './script-send.js';

let server: http.Server;
let origin: string;
const received: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url} ${req.headers['x-from'] ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ token: 'from-the-server' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SETTINGS = { timeoutMs: 5_000, followRedirects: true, maxRedirects: 10, verifyTls: true };
const signal = new AbortController().signal;

describe("a debugger script's pm.sendRequest", () => {
  it('sends through the debugger’s sender, with the headers the script set and no auth added', async () => {
    const sender = scriptSenderOf({ policy: 'open' }, SETTINGS);
    const outcome = await sender.sendRequest!(
      {
        method: 'GET',
        url: `${origin}/token`,
        headers: [{ name: 'X-From', value: 'script' }],
        body: { kind: 'none' },
      },
      signal,
    );
    expect(outcome).toMatchObject({
      ok: true,
      response: { code: 200, status: 'OK', bodyText: '{"token":"from-the-server"}' },
    });
    expect(received.at(-1)).toBe('GET /token script');
  });

  it('is held to the address policy: under public-only a loopback address is refused, unsent', async () => {
    const sender = scriptSenderOf({ policy: 'public-only' }, SETTINGS);
    const before = received.length;
    const outcome = await sender.sendRequest!(
      { method: 'GET', url: `${origin}/token`, headers: [], body: { kind: 'none' } },
      signal,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'ADDRESS_REFUSED' });
    expect(received.length).toBe(before);
  });
});
