import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMock, type MockProgram } from '@heron/engine/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type CliIo } from '../index.js';
import { loadSpec } from '../mock/load-spec.js';
import { startMockServer, type RunningMockServer } from '../mock/mock-http-server.js';
import { logLine, serveMock, type MockCommandOptions } from './mock.js';

// The shared fixtures beside the repository (or HERON_FIXTURES); without them these tests skip.
const FIXTURES =
  process.env.HERON_FIXTURES ??
  path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)), '../shared/fixtures');
const NO_FIXTURES = !existsSync(FIXTURES);
const PETSTORE = path.join(FIXTURES, 'oai-examples/v3.0/petstore.yaml');
const PETSTORE_EXPANDED = path.join(FIXTURES, 'oai-examples/v3.0/petstore-expanded.yaml');
const SWAGGER_SEPARATE = path.join(
  FIXTURES,
  'oai-examples/v2.0/yaml/petstore-separate/spec/swagger.yaml',
);
const POSTMAN = path.join(FIXTURES, 'postman/newman-echo-v2.postman_collection.json');

function capture(): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

const defaults: MockCommandOptions = { port: '0', host: '127.0.0.1', locale: 'en', latency: '0' };

/** A raw request, for what fetch will not send (a chunked body of known chunks, HEAD's headers). */
function rawRequest(
  url: string,
  options: http.RequestOptions,
  body?: Buffer[],
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    for (const chunk of body ?? []) request.write(chunk);
    request.end();
  });
}

describe.skipIf(NO_FIXTURES)('heron mock, serving the OpenAPI petstore', () => {
  let mock: RunningMockServer;
  const io = capture();

  beforeAll(async () => {
    mock = await serveMock(PETSTORE, defaults, io);
  });
  afterAll(() => mock.close());

  it('prints where it listens, the routes, the build time and the warnings', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(io.stdout).toContain(`Mock of Swagger Petstore (OpenAPI 3.0.0) on ${mock.url}\n`);
    expect(io.stdout).toMatch(/3 routes, imported in \d+ ms, built in \d+ ms, 0 warnings\n/);
  });

  it('GET /pets answers 200 with a JSON array of pets, and logs one line', async () => {
    const response = await fetch(`${mock.url}/pets?limit=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const pets = (await response.json()) as { id: number; name: string }[];
    expect(Array.isArray(pets)).toBe(true);
    for (const pet of pets) {
      expect(typeof pet.id).toBe('number');
      expect(typeof pet.name).toBe('string');
    }
    expect(io.stdout).toMatch(/^GET \/pets\?limit=2 200 generated \d+\.\d ms$/m);
  });

  it('a path parameter routes to its endpoint', async () => {
    const response = await fetch(`${mock.url}/pets/42`);
    expect(response.status).toBe(200);
    const pet = (await response.json()) as { id: number; name: string };
    expect(typeof pet.id).toBe('number');
  });

  it('__code picks another declared status (here through `default`)', async () => {
    const response = await fetch(`${mock.url}/pets?__code=503`);
    expect(response.status).toBe(503);
    const error = (await response.json()) as { code: number; message: string };
    expect(typeof error.code).toBe('number');
    expect(typeof error.message).toBe('string');
  });

  it('an unknown path answers 404 with the closest endpoints', async () => {
    const response = await fetch(`${mock.url}/pet`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await response.json()) as {
      code: string;
      suggestions: { method: string; path: string }[];
    };
    expect(problem.code).toBe('MOCK_ROUTE_NOT_FOUND');
    expect(problem.suggestions).toContainEqual(expect.objectContaining({ path: '/pets' }));
    expect(io.stdout).toMatch(/^GET \/pet 404 not-found /m);
  });

  it('a 2 MB POST answers 413 and closes the connection', async () => {
    const response = await fetch(`${mock.url}/pets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { code: string }).code).toBe('MOCK_BODY_TOO_LARGE');
  });

  it('a chunked body that grows past 1 MB answers 413 too (no length announced)', async () => {
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 0x20));
    const response = await rawRequest(`${mock.url}/pets`, { method: 'POST' }, chunks);
    expect(response.status).toBe(413);
  });

  it('a small POST body is read and answered', async () => {
    const response = await fetch(`${mock.url}/pets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rex' }),
    });
    expect(response.status).toBe(201);
  });

  it('HEAD answers the GET status without a body', async () => {
    const response = await rawRequest(`${mock.url}/pets`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.text).toBe('');
  });

  it('an OPTIONS preflight answers 204 allowing the method and the origin', async () => {
    const response = await fetch(`${mock.url}/pets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('a cookie and a repeated query reach the engine without breaking the answer', async () => {
    const response = await fetch(`${mock.url}/pets?limit=1&limit=2`, {
      headers: { cookie: 'session=a%20b; __proto__=x; broken' },
    });
    expect(response.status).toBe(200);
  });
});

describe.skipIf(NO_FIXTURES)('heron mock options', () => {
  it('the same seed gives the same data; another seed other data', async () => {
    const bodies: string[] = [];
    for (const seed of ['7', '7', '8']) {
      const mock = await serveMock(PETSTORE, { ...defaults, seed, quiet: true }, capture());
      bodies.push(await (await fetch(`${mock.url}/pets/1`)).text());
      await mock.close();
    }
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[2]).not.toBe(bodies[0]);
  });

  it('--quiet logs no request; --latency delays every answer', async () => {
    const io = capture();
    const mock = await serveMock(PETSTORE, { ...defaults, quiet: true, latency: '50' }, io);
    const started = performance.now();
    expect((await fetch(`${mock.url}/pets`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    await mock.close();
    expect(io.stdout).not.toMatch(/^GET /m);
    expect(io.stdout).toContain('50 ms latency');
  });

  it('--validate answers a request that breaks the description with 400', async () => {
    const mock = await serveMock(PETSTORE, { ...defaults, validate: true, quiet: true }, capture());
    const response = await fetch(`${mock.url}/pets?limit=many`);
    await mock.close();
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('MOCK_INVALID_PARAMETERS');
  });

  it('--stateful keeps what a POST created', async () => {
    const io = capture();
    const mock = await serveMock(PETSTORE_EXPANDED, { ...defaults, stateful: true }, io);
    const created = (await (
      await fetch(`${mock.url}/pets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rex', tag: 'dog' }),
      })
    ).json()) as { id: number; name: string };
    const read = await fetch(`${mock.url}/pets/${created.id}`);
    await mock.close();
    expect(created.name).toBe('Rex');
    expect(await read.json()).toEqual(created);
    expect(io.stdout).toContain('stateful (1 resource)');
    expect(io.stdout).toMatch(/^POST \/pets 200 stateful:create /m);
  });

  it('reads Swagger 2.0 whose $refs point at files beside it', async () => {
    const io = capture();
    const mock = await serveMock(SWAGGER_SEPARATE, { ...defaults, quiet: true }, io);
    const response = await fetch(`${mock.url}/api/pets`);
    await mock.close();
    expect(io.stdout).toContain('(Swagger 2.0)');
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('logLine names the rule that answered', () => {
    const rule = { kind: 'example', endpointKey: 'k', status: '200', example: 'cat' } as const;
    expect(logLine({ method: 'GET', url: '/pets/1', status: 200, rule, ms: 0.42 })).toBe(
      'GET /pets/1 200 example:cat 0.4 ms',
    );
  });
});

describe.skipIf(NO_FIXTURES)('heron mock refuses bad input with one line and exit code 1', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'heron-mock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function fails(args: string[]): Promise<string> {
    const io = capture();
    expect(await run(['node', 'heron', 'mock', ...args], io)).toBe(1);
    expect(io.stderr.trim().split('\n')).toHaveLength(1);
    expect(io.stderr).not.toMatch(/\n\s+at /);
    return io.stderr;
  }

  it('a missing file', async () => {
    expect(await fails([path.join(dir, 'nope.yaml')])).toContain('nope.yaml: no such file');
  });

  it('a folder', async () => {
    expect(await fails([dir])).toContain('is a folder, not a file');
  });

  it('a Postman collection', async () => {
    expect(await fails([POSTMAN])).toContain('this is a Postman collection, not an OpenAPI');
  });

  it('JSON that is not OpenAPI', async () => {
    const file = path.join(dir, 'plain.json');
    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    expect(await fails([file])).toContain('not an OpenAPI or Swagger document');
  });

  it('YAML that does not parse, with its line', async () => {
    const file = path.join(dir, 'broken.yaml');
    writeFileSync(file, 'openapi: 3.0.3\ninfo: [unclosed\npaths: {}\n');
    expect(await fails([file])).toMatch(/broken\.yaml:\d+:\d+: /);
  });

  it('an unsupported OpenAPI version', async () => {
    const file = path.join(dir, 'v4.yaml');
    writeFileSync(file, 'openapi: "4.0.0"\ninfo: {title: x, version: "1"}\npaths: {}\n');
    expect(await fails([file])).toContain('OpenAPI 4.0.0 is not supported');
  });

  it('bad flags', async () => {
    expect(await fails([PETSTORE, '--port', '70000'])).toContain('--port must be a whole number');
    expect(await fails([PETSTORE, '--latency', '-1'])).toContain('--latency must be');
    expect(await fails([PETSTORE, '--locale', 'xx'])).toContain('--locale must be one of');
  });

  it('a port in use', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const message = await fails([PETSTORE, '--port', String(port)]);
    await new Promise((resolve) => taken.close(resolve));
    expect(message).toContain(`127.0.0.1:${port} is already in use`);
  });
});

describe.skipIf(NO_FIXTURES)('heron mock <url>', () => {
  let server: http.Server;
  let base: string;
  const petstore = readFileSync(PETSTORE);

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/petstore.yaml') {
        response.writeHead(200, { 'content-type': 'application/yaml' }).end(petstore);
      } else if (request.url === '/slow.yaml') {
        setTimeout(() => response.end(petstore), 2_000);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fetches the description and serves it', async () => {
    const mock = await serveMock(`${base}/petstore.yaml`, { ...defaults, quiet: true }, capture());
    const response = await fetch(`${mock.url}/pets`);
    await mock.close();
    expect(response.status).toBe(200);
  });

  it('a URL that answers 404, or nothing, or too late: exit 1 naming the cause', async () => {
    const io = capture();
    expect(await run(['node', 'heron', 'mock', `${base}/missing.yaml`], io)).toBe(1);
    expect(io.stderr).toBe(`${base}/missing.yaml: HTTP 404\n`);
    // A port that was free a moment ago: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = `http://127.0.0.1:${port}/x.yaml`;
    expect(await run(['node', 'heron', 'mock', nowhere], io)).toBe(1);
    expect(io.stderr).toContain(`${nowhere}: could not be fetched (ECONNREFUSED)`);
    await expect(loadSpec(`${base}/slow.yaml`, { timeoutMs: 100 })).rejects.toThrow(
      'no answer within 100 ms',
    );
  });
});

describe.skipIf(NO_FIXTURES)('heron mock as a process', () => {
  it('SIGTERM closes the server and the process exits 0', async () => {
    const index = fileURLToPath(new URL('../index.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--conditions=heron-source',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { run } = await import(${JSON.stringify(index)});` +
          `process.exitCode = await run(['node', 'heron', 'mock', ${JSON.stringify(PETSTORE)}, '--port', '0']);`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (text: string) => {
        stdout += text;
        const found = / on (http:\/\/\S+)\n/.exec(stdout);
        if (found) resolve(found[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before listening`)));
    });
    expect((await fetch(`${url}/pets`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    await expect(fetch(`${url}/pets`)).rejects.toThrow();
  }, 30_000);
});

describe.skipIf(NO_FIXTURES)('startMockServer', () => {
  it('writes a large body with its length in bytes, the same on every answer', async () => {
    const { bundle } = await loadSpec(PETSTORE);
    const real = buildMock(bundle, {
      locale: 'en',
      validateRequests: false,
      stateful: false,
      latencyMs: 0,
    });
    const large = JSON.stringify({ note: 'é'.repeat(3000) });
    const program: MockProgram = {
      stats: real.stats,
      reset: () => real.reset(),
      handle: (request) => ({ ...real.handle(request), body: large }),
    };
    const mock = await startMockServer(program, { port: 0, host: '127.0.0.1' });
    const answers = [await fetch(`${mock.url}/pets`), await fetch(`${mock.url}/pets`)];
    for (const answer of answers) {
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(large)));
      expect(await answer.text()).toBe(large);
    }
    await mock.close();
  });

  it('a header value Node refuses becomes a 500 problem, and the server goes on', async () => {
    const { bundle } = await loadSpec(PETSTORE);
    const real = buildMock(bundle, {
      locale: 'en',
      validateRequests: false,
      stateful: false,
      latencyMs: 0,
    });
    const broken: MockProgram = {
      stats: real.stats,
      reset: () => real.reset(),
      handle: (request) =>
        request.path === '/broken'
          ? { ...real.handle(request), status: 200, headers: { 'x-bad': 'a\nb' }, body: 'x' }
          : real.handle(request),
    };
    const mock = await startMockServer(broken, { port: 0, host: '127.0.0.1' });
    const failed = await fetch(`${mock.url}/broken`);
    const next = await fetch(`${mock.url}/pets`);
    await mock.close();
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { code: string }).code).toBe('MOCK_INTERNAL_ERROR');
    expect(next.status).toBe(200);
  });

  it('serves a built program as well as a design', async () => {
    const { bundle } = await loadSpec(PETSTORE);
    const mock = await startMockServer(bundle, { port: 0, host: '127.0.0.1', mock: { seed: 1 } });
    const again = await startMockServer(mock.program, { port: 0, host: '127.0.0.1' });
    const first = await (await fetch(`${mock.url}/pets/3`)).text();
    const second = await (await fetch(`${again.url}/pets/3`)).text();
    await Promise.all([mock.close(), again.close()]);
    expect(second).toBe(first);
  });
});
