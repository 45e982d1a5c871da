import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig, prepareDatabase, type DatabaseHandle } from '@heron/server';
import { run, type CliIo } from '../index.js';
import { runServerScenario, type RunCommandOptions } from './run.js';

// `heron run --server` (issue 22) against a real Heron server started here, on an embedded
// database of its own: the scenario, environment and token are made through its API, as a
// person would make them, and the CLI runs the scenario there.

function capture(): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

let dir = '';
let database: DatabaseHandle;
let app: FastifyInstance;
let heron = '';
let target: http.Server;
let targetOrigin = '';
let cookie = '';
let projectId = '';
let passingId = '';
let failingId = '';
let slowId = '';
let runToken = '';
let readToken = '';

/** Calls the API as the person signed in here. */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const answer = await app.inject({
    method: method as 'GET',
    url,
    cookies: { heron_session: cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.body}`);
  return answer.body ? answer.json<T>() : (undefined as T);
}

const step = (id: string, url: string, expected = '200') => ({
  id,
  type: 'request',
  request: { method: 'GET', url },
  assertions: [
    { id: `${id}-a`, source: 'status', comparator: 'equals', value: expected, path: '' },
  ],
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'heron-run-server-'));
  target = http.createServer((request, response) => {
    const respond = () => {
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
      });
      response.end('{"ok":true}');
    };
    if (request.url === '/slow') setTimeout(respond, 400);
    else respond();
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetOrigin = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dir);
  database = await prepareDatabase({ kind: 'pglite' });
  app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  heron = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const email = 'ci@example.com';
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-codes',
    payload: { email, purpose: 'register' },
  });
  const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
  const message = outbox.json<{ items: { to: string; text: string }[] }>().items[0]!;
  const code = /\b(\d{6})\b/.exec(message.text)![1];
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/email',
    payload: {
      name: 'CI',
      email,
      code,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      agreed: true,
    },
  });
  cookie = registered.cookies.find((c) => c.name === 'heron_session')!.value;
  const me = await call<{ user: { id: string } }>('GET', '/api/v1/auth/session');
  const team = await call<{ id: string }>('POST', '/api/v1/teams', { name: 'Platform' });
  const project = await call<{ id: string }>('POST', '/api/v1/projects', {
    teamId: team.id,
    name: 'Payments API',
    category: 'http',
    adminUserId: me.user.id,
  });
  projectId = project.id;
  await call('POST', `/api/v1/projects/${projectId}/environments`, {
    name: 'Staging',
    baseUrl: targetOrigin,
    variables: [],
  });
  const scenarios = `/api/v1/projects/${projectId}/test-scenarios`;
  passingId = (
    await call<{ id: string }>('POST', scenarios, {
      name: 'Smoke',
      steps: [step('ping', '/ping'), step('pong', `${targetOrigin}/pong`)],
    })
  ).id;
  failingId = (
    await call<{ id: string }>('POST', scenarios, {
      name: 'Broken',
      steps: [step('missing', `${targetOrigin}/missing`)],
    })
  ).id;
  slowId = (
    await call<{ id: string }>('POST', scenarios, {
      name: 'Slow',
      steps: Array.from({ length: 20 }, (_, i) => step(`slow${i}`, `${targetOrigin}/slow`)),
    })
  ).id;
  const token = (right: string) =>
    call<{ token: string }>('POST', '/api/v1/account/access-tokens', {
      name: `CI ${right}`,
      projectIds: [projectId],
      right,
      expiresInDays: 30,
    });
  runToken = (await token('run')).token;
  readToken = (await token('read')).token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => {});
  await new Promise((resolve) => target?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const serverArgs = (scenarioId: string, token = runToken, ...more: string[]) => [
  'node',
  'heron',
  'run',
  '--server',
  heron,
  '--token',
  token,
  '--scenario',
  scenarioId,
  ...more,
];

describe('heron run --server', { timeout: 30_000 }, () => {
  it('runs a stored scenario on the server in an environment, prints it, exits 0', async () => {
    const io = capture();
    const junit = path.join(dir, 'out', 'junit.xml');
    const json = path.join(dir, 'out', 'report.json');
    const code = await run(
      serverArgs(
        passingId,
        runToken,
        '--environment',
        'staging',
        '--reporters',
        'cli,junit,json',
        '--reporter-junit-export',
        junit,
        '--reporter-json-export',
        json,
        '--no-color',
      ),
      io,
    );
    expect(code, io.stderr).toBe(0);
    expect(io.stdout).toContain('Smoke');
    expect(io.stdout).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/ping/);
    expect(io.stdout).toMatch(/pong/);
    expect(io.stdout).toMatch(/assertions\s*│\s*2\s*│\s*0/);
    expect(readFileSync(junit, 'utf8')).toContain('<testsuites');
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      status: string;
      environment: string;
    };
    expect(report).toMatchObject({ status: 'passed', environment: 'Staging' });
    // The run is recorded on the server, started from the CLI.
    const runs = await call<{ items: { status: string; source: string }[] }>(
      'GET',
      `/api/v1/projects/${projectId}/test-scenarios/${passingId}/runs`,
    );
    expect(runs.items[0]).toMatchObject({ status: 'passed', source: 'cli' });
  });

  it('exits 1 when the run fails; the token may come from HERON_TOKEN', async () => {
    const io = capture();
    const options: RunCommandOptions = {
      folder: [],
      reporters: 'cli',
      color: false,
      server: heron,
      scenario: failingId,
    };
    const report = await runServerScenario(undefined, options, io, { HERON_TOKEN: runToken });
    expect(report.status).toBe('failed');
    const code = await run([...serverArgs(failingId), '--no-color'], capture());
    expect(code).toBe(1);
  });

  it('says clearly what is wrong: a bad token, an unknown scenario, an unreachable server', async () => {
    const bad = capture();
    expect(await run(serverArgs(passingId, `heron_pat_${'x'.repeat(43)}`), bad)).toBe(1);
    expect(bad.stderr).toMatch(/refused the token \(ACCESS_TOKEN_INVALID\)/);

    const notAToken = capture();
    expect(await run(serverArgs(passingId, 'hunter2'), notAToken)).toBe(1);
    expect(notAToken.stderr).toMatch(/not a personal access token/);

    const unknown = capture();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await run(serverArgs(missing), unknown)).toBe(1);
    expect(unknown.stderr).toContain(`No scenario ${missing}`);
    expect(unknown.stderr).toContain('"Payments API"');

    const environment = capture();
    expect(await run(serverArgs(passingId, runToken, '--environment', 'Prod'), environment)).toBe(
      1,
    );
    expect(environment.stderr).toMatch(/No environment named "Prod".*"Staging"/);

    const readOnly = capture();
    expect(await run(serverArgs(passingId, readToken), readOnly)).toBe(1);
    expect(readOnly.stderr).toMatch(/Starting the run failed \(ACCESS_TOKEN_NOT_ALLOWED\)/);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = capture();
    const args = serverArgs(passingId);
    args[4] = `http://127.0.0.1:${port}`;
    expect(await run(args, down)).toBe(1);
    expect(down.stderr).toMatch(
      /Cannot reach the Heron server at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/,
    );

    const noToken = capture();
    expect(
      await run(['node', 'heron', 'run', '--server', heron, '--scenario', passingId], noToken),
    ).toBe(1);
    const local = capture();
    expect(await run([...serverArgs(passingId), '--bail'], local)).toBe(1);
    expect(local.stderr).toMatch(/--bail shapes a local run/);
  });

  it('stops the run on the server at Ctrl-C and reports it stopped', async () => {
    const io = capture();
    const options: RunCommandOptions = {
      folder: [],
      reporters: 'cli',
      color: false,
      server: heron,
      token: runToken,
      scenario: slowId,
    };
    const running = runServerScenario(undefined, options, io, {});
    // Once the first step has printed, the person presses Ctrl-C.
    while (!io.stdout.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 20));
    process.emit('SIGINT');
    const report = await running;
    expect(report.status).toBe('stopped');
    expect(report.steps.length).toBeLessThan(20);
    expect(io.stderr).toContain('Stopping the run on the server');
  });
});
