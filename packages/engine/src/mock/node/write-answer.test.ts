import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockAnswer } from '../types.js';
import { readRequestBody } from './read-body.js';
import { writeMockAnswer } from './write-answer.js';

const LIMIT = 64 * 1024;
const TOO_LARGE = JSON.stringify({ code: 'MOCK_BODY_TOO_LARGE' });
// Copied per answer: writing an answer sets its length and connection headers.
const JSON_TYPE = { 'content-type': 'application/json' };

let server: http.Server;
let port: number;

beforeAll(async () => {
  // The mock's two servers read and answer this way (mock-serve-routes.ts, mock-port.ts).
  server = http.createServer((request, response) => {
    void readRequestBody(request, LIMIT).then((read) => {
      const tooLarge = read.tooLargeBytes !== undefined;
      const answer: MockAnswer = tooLarge
        ? {
            status: 413,
            headers: { ...JSON_TYPE },
            body: TOO_LARGE,
            delayMs: 0,
            rule: { kind: 'too-large' },
          }
        : {
            status: 200,
            headers: { ...JSON_TYPE },
            body: '{}',
            delayMs: 0,
            rule: { kind: 'not-found' },
          };
      writeMockAnswer(response, answer, request.method ?? 'GET');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an upload over the limit', () => {
  it('gets its 413 and may go on sending without a reset (CI: "write EPIPE" before the answer was read)', async () => {
    // Half-open allowed: the client goes on writing after the server's end, as an uploader does.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    let error: Error | undefined;
    let ended = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (e) => (error = e));
    socket.on('end', () => (ended = true));

    const chunk = (size: number) => `${size.toString(16)}\r\n${' '.repeat(size)}\r\n`;
    socket.write('POST /pets HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
    for (let i = 0; i < 4; i += 1) socket.write(chunk(32 * 1024));
    for (let i = 0; i < 100 && !received.includes(TOO_LARGE); i += 1) await wait(10);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain(TOO_LARGE);

    // A client still sending after the answer: closed at once, the server's kernel would reset
    // the connection and these writes fail with EPIPE or ECONNRESET.
    for (let i = 0; i < 10; i += 1) {
      socket.write(chunk(16 * 1024));
      await wait(20);
    }
    expect(error).toBeUndefined();
    expect(ended).toBe(true);
    socket.end();
    if (!socket.closed) await new Promise((resolve) => socket.once('close', resolve));
    expect(error).toBeUndefined();
  });

  it('is cut after the linger time when the client never stops sending', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write('POST /pets HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
    const started = Date.now();
    let closed = false;
    socket.once('close', () => (closed = true));
    while (!closed && Date.now() - started < 10_000) {
      socket.write(`4000\r\n${' '.repeat(0x4000)}\r\n`);
      await wait(20);
    }
    expect(closed).toBe(true);
  }, 15_000);
});
