import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HostResolver, ResolvedAddress } from '../src/adapters/outbound/index.js';

/**
 * Real local servers for the sender's tests (not used by the app). Each records the requests it
 * received exactly as they arrived: raw header pairs in order, body bytes.
 */

export interface ReceivedRequest {
  method: string;
  url: string;
  /** Name, value, name, value … as received (names as the client wrote them). */
  rawHeaders: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type TestHandler = (request: ReceivedRequest, response: http.ServerResponse) => unknown;

export interface TestServer {
  /** `http://127.0.0.1:port` (or https). */
  origin: string;
  port: number;
  received: ReceivedRequest[];
  /** The listening server, for tests that watch or drop its connections (keep-alive). */
  server: Server;
  close(): Promise<void>;
}

function wrap(handler: TestHandler, received: ReceivedRequest[]): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  };
}

async function listen(
  server: http.Server,
  scheme: 'http' | 'https',
  received: ReceivedRequest[],
): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    port,
    received,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startHttpServer(handler: TestHandler): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  return listen(http.createServer(wrap(handler, received)), 'http', received);
}

export function startHttpsServer(
  handler: TestHandler,
  credentials: { key: string; cert: string },
): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  return listen(https.createServer(credentials, wrap(handler, received)), 'https', received);
}

export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A throwaway self-signed certificate for `localhost` and 127.0.0.1, made by the machine's
 * openssl when the test runs (no key is ever committed).
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-send-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A resolver that knows only the names it is given, and counts how often it is asked. */
export function fakeResolver(table: Record<string, string[]>) {
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
