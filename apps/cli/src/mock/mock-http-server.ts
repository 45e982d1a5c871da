import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DesignBundle } from '@heron/contract';
import {
  buildMock,
  MOCK_MAX_BODY_BYTES,
  type MockAnswer,
  type MockOptions,
  type MockProgram,
  type MockRequest,
  type MockRule,
} from '@heron/engine/mock';
import { parseCookies } from '@heron/engine/mock-node';
import { CliError } from '../cli-error.js';
import { BodyBuffers } from './body-buffers.js';

/**
 * A bare `node:http` server in front of a mock program: what `heron mock` runs and what the
 * throughput benchmark measures as "Heron CLI". Everything here is on the hot path, so it does the
 * least the engine needs: no framework, the query parsed only when there is one, cookies only when
 * sent, the body collected only when one is announced, timings only when someone logs them.
 */

/** One answered request, for the request log. */
export interface MockRequestLogEntry {
  method: string;
  /** As the client sent it, query string included. */
  url: string;
  status: number;
  rule: MockRule;
  /** From the request's arrival to the answer handed to the socket, delay included. */
  ms: number;
}

export interface MockServerOptions {
  /** 0 picks a free port (the URL returned says which). */
  port: number;
  /** The address to listen on; `127.0.0.1` keeps the mock to this machine. */
  host: string;
  /** Called once per answer. Left out, no timing is taken at all. */
  log?: (entry: MockRequestLogEntry) => void;
  /**
   * How the mock answers when a design is given. Defaults: English data, no seed, no validation,
   * not stateful, no latency, everything compiled up front. For a built program only
   * `maxBodyBytes` is read: the size past which reading a body stops (give the program's own).
   */
  mock?: Partial<MockOptions>;
}

export interface RunningMockServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  program: MockProgram;
  /** Stops listening and drops kept-alive connections. */
  close(): Promise<void>;
}

const NO_QUERY: Readonly<Record<string, string>> = Object.freeze({});
const NO_COOKIES: Readonly<Record<string, string>> = Object.freeze({});

/** Serves `bundleOrProgram` on `host:port`; a port in use is a `CliError` that says so. */
export async function startMockServer(
  bundleOrProgram: DesignBundle | MockProgram,
  options: MockServerOptions,
): Promise<RunningMockServer> {
  const program =
    'handle' in bundleOrProgram
      ? bundleOrProgram
      : buildMock(bundleOrProgram, {
          locale: 'en',
          validateRequests: false,
          stateful: false,
          latencyMs: 0,
          precompile: true,
          ...options.mock,
        });
  const maxBodyBytes = options.mock?.maxBodyBytes ?? MOCK_MAX_BODY_BYTES;
  const { log } = options;
  // One body just over the limit, made at the first oversized request and shared by all: the
  // engine answers its own 413 from the size, and nothing past the limit is ever buffered.
  let oversize: Uint8Array | undefined;
  const large = new BodyBuffers();

  const answer = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Uint8Array | undefined,
    started: number,
  ) => {
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    const headers = req.headers;
    const request: MockRequest = {
      method: req.method ?? 'GET',
      path: url.charCodeAt(0) === 47 ? (at === -1 ? url : url.slice(0, at)) : absolutePath(url),
      query: at === -1 ? NO_QUERY : new URLSearchParams(url.slice(at + 1)),
      headers,
      cookies: headers.cookie === undefined ? NO_COOKIES : parseCookies(headers.cookie),
      body,
      contentType: headers['content-type'],
    };
    const answered = program.handle(request);
    const send = () => {
      if (res.destroyed) return;
      writeAnswer(res, answered, request.method, large);
      if (log !== undefined) {
        const ms = performance.now() - started;
        log({ method: request.method, url, status: answered.status, rule: answered.rule, ms });
      }
    };
    if (answered.delayMs > 0) setTimeout(send, answered.delayMs);
    else send();
  };

  const tooLarge = (req: http.IncomingMessage, res: http.ServerResponse, started: number) => {
    oversize ??= new Uint8Array(maxBodyBytes + 1);
    // The rest of the body is not read: the connection closes after the answer.
    res.shouldKeepAlive = false;
    answer(req, res, oversize, started);
  };

  const server = http.createServer((req, res) => {
    const started = log === undefined ? 0 : performance.now();
    const length = req.headers['content-length'];
    const hasBody =
      length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0';
    if (!hasBody) {
      answer(req, res, undefined, started);
      return;
    }
    if (length !== undefined && Number(length) > maxBodyBytes) {
      tooLarge(req, res, started);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.off('data', onData).off('end', onEnd);
        req.pause();
        tooLarge(req, res, started);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () =>
      answer(req, res, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size), started);
    req.on('data', onData).on('end', onEnd);
    req.on('error', () => res.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(listenError(error, options.host, options.port)),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    program,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Bodies from this many characters on are written from kept bytes (the engine pools from 2,048). */
const LARGE_BODY_CHARS = 2048;

function writeAnswer(
  res: http.ServerResponse,
  answered: MockAnswer,
  method: string,
  large: BodyBuffers,
): void {
  const { status, headers, body } = answered;
  const payload = body.length >= LARGE_BODY_CHARS ? large.get(body) : body;
  try {
    // HEAD's length would be the GET's (unknown here); 204 and 304 must not carry one. The
    // headers object is the caller's (the engine builds it afresh for each answer), and passing
    // it whole to writeHead, with nothing set before, is Node's fast path.
    if (status !== 204 && status !== 304 && method !== 'HEAD') {
      headers['content-length'] = String(
        typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length,
      );
    }
    res.writeHead(status, headers);
  } catch (error) {
    // A header value Node refuses (the engine cleans them, so this is a last resort).
    const detail = error instanceof Error ? error.message : String(error);
    const problem = JSON.stringify({
      type: 'about:blank',
      title: 'The mock failed to answer',
      status: 500,
      code: 'MOCK_INTERNAL_ERROR',
      detail,
    });
    res.writeHead(500, {
      'content-type': 'application/problem+json',
      'content-length': Buffer.byteLength(problem),
    });
    res.end(problem);
    return;
  }
  res.end(payload);
}

/** A request target in absolute form (`GET http://host/pets`), as proxies send it. */
function absolutePath(target: string): string {
  try {
    return new URL(target).pathname;
  } catch {
    return '/';
  }
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const where = `${host}:${port}`;
  if (error.code === 'EADDRINUSE') {
    return new CliError(`${where} is already in use: choose another port with --port`);
  }
  if (error.code === 'EACCES') {
    return new CliError(`${where}: not allowed to listen there (ports below 1024 need rights)`);
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new CliError(`${where}: this machine has no such address`);
  }
  return new CliError(`${where}: cannot listen (${error.message})`);
}
