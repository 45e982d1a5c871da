import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type CliIo } from './index.js';

function capture(): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

const HEALTHY = {
  status: 'ok',
  database: 'pglite',
  databaseLatencyMs: 1.5,
  version: '0.1.0',
  uptimeSeconds: 12,
  instanceId: '6b812499-370a-44a7-a360-400f8aa9b593',
  workers: {
    scripts: { threads: 1, running: 0, waiting: 0 },
    imports: { threads: 0, running: 0, waiting: 0 },
    mockHosts: { threads: 0, pending: 0 },
  },
};

describe('heron', () => {
  it('--help lists the commands', async () => {
    const io = capture();
    expect(await run(['node', 'heron', '--help'], io)).toBe(0);
    expect(io.stdout).toContain('Usage: heron');
    expect(io.stdout).toMatch(/serve \[options\]\s+start the Heron server/);
    expect(io.stdout).toMatch(/health \[options\] \[url\]\s+check that a Heron server/);
  });

  it('an unknown command fails with help', async () => {
    const io = capture();
    expect(await run(['node', 'heron', 'fly'], io)).toBe(1);
    expect(io.stderr).toContain("unknown command 'fly'");
  });

  it('the installed bin answers --help (npx heron --help)', () => {
    const bin = fileURLToPath(new URL('../bin/heron.js', import.meta.url));
    const output = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(output).toContain('health');
    expect(output).toContain('serve');
  });
});

describe('heron health', () => {
  let server: http.Server;
  let base: string;
  let answer: { status: number; body: unknown } = { status: 200, body: HEALTHY };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url !== '/api/health') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('exits 0 and reports a healthy server', async () => {
    answer = { status: 200, body: HEALTHY };
    const io = capture();
    expect(await run(['node', 'heron', 'health', base], io)).toBe(0);
    expect(io.stdout).toBe(`${base}: ok, Heron 0.1.0, pglite answered in 1.5 ms, up 12 s\n`);
  });

  it('exits 1 with the reason when the server is unhealthy', async () => {
    answer = {
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', detail: 'The database is not reachable.' },
    };
    const io = capture();
    expect(await run(['node', 'heron', 'health', base], io)).toBe(1);
    expect(io.stderr).toContain('unhealthy, HTTP 503 (The database is not reachable.)');
  });

  it('exits 1 when a 200 is not a Heron health answer', async () => {
    answer = { status: 200, body: { hello: 'world' } };
    const io = capture();
    expect(await run(['node', 'heron', 'health', base], io)).toBe(1);
  });

  it('exits 1 when nothing answers', async () => {
    const io = capture();
    expect(await run(['node', 'heron', 'health', 'http://127.0.0.1:1'], io)).toBe(1);
    expect(io.stderr).toContain('it could not be reached');
  });

  it('refuses a bad address or timeout', async () => {
    const io = capture();
    expect(await run(['node', 'heron', 'health', 'not a url'], io)).toBe(1);
    expect(io.stderr).toContain('Not a valid address: not a url');
    expect(await run(['node', 'heron', 'health', base, '--timeout', '-5'], io)).toBe(1);
    expect(io.stderr).toContain('--timeout must be a positive whole number');
  });
});
