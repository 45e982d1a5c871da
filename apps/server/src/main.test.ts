import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseTarget, TEST_DB, tempDir } from '../test/test-app.js';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Runs the real process entry from source, as `npm start` runs its build. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '-C', 'heron-source', MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Heron is ready on (http:\/\/\S+?)"/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`exited ${code} before ready:\n${output}`)));
  });
  // Runs that are meant to fail never await `ready`; its rejection is expected there.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** A person signed up through the running server's API, with a team and a project of theirs. */
async function signUpOverHttp(url: string) {
  const email = `stop-${Date.now()}@example.com`;
  let cookie = '';
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = /heron_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '');
    if (session) cookie = session[0];
    return response;
  };
  const json = async <T>(response: Promise<Response>): Promise<T> => {
    const answer = await response;
    expect(answer.ok, await answer.clone().text()).toBe(true);
    return (await answer.json()) as T;
  };
  await json(call('POST', '/api/v1/auth/email-codes', { email, purpose: 'register' }));
  const outbox = await json<{ items: { to: string; text: string }[] }>(
    call('GET', '/api/v1/dev/outbox'),
  );
  const code = /\b(\d{6})\b/.exec(outbox.items.find((m) => m.to === email)?.text ?? '')?.[1];
  const password = 'correct horse battery';
  await json(
    call('POST', '/api/v1/auth/register/email', {
      name: 'Stopper',
      email,
      code,
      password,
      confirmPassword: password,
      agreed: true,
    }),
  );
  const { user } = await json<{ user: { id: string } }>(call('GET', '/api/v1/auth/session'));
  const team = await json<{ id: string }>(call('POST', '/api/v1/teams', { name: 'Stop team' }));
  const project = await json<{ id: string }>(
    call('POST', '/api/v1/projects', {
      teamId: team.id,
      name: 'Stop project',
      category: 'http',
      adminUserId: user.id,
    }),
  );
  return {
    projectId: project.id,
    post: (route: string, body: unknown) => call('POST', route, body),
  };
}

describe(`the server process on ${TEST_DB}`, () => {
  let env: Record<string, string>;
  let dispose = async () => {};
  beforeAll(async () => {
    env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir() };
    if (TEST_DB === 'postgres') {
      const made = await createTestDatabaseTarget();
      dispose = made.dispose;
      if (made.target.kind === 'postgres') env.DATABASE_URL = made.target.url;
    }
  });
  afterAll(() => dispose());

  it('starts, answers, logs JSON, and stops cleanly on SIGTERM', async () => {
    const run = startMain(env);
    let child: ChildProcess = run.child;
    try {
      const url = await run.ready;
      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(200);
      const health = (await response.json()) as { database: string; instanceId: string };
      expect(health.database).toBe(TEST_DB);
      // Structured logs: every line is a JSON object.
      const firstLine = run.output().split('\n')[0]!;
      expect(() => JSON.parse(firstLine)).not.toThrow();

      child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('"msg":"stopped"');

      // A second start keeps all data.
      const again = startMain(env);
      child = again.child;
      const url2 = await again.ready;
      const health2 = (await (await fetch(`${url2}/api/health`)).json()) as { instanceId: string };
      expect(health2.instanceId).toBe(health.instanceId);
      child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('stops on SIGTERM at once while a member’s endless scripts are being worked on', async () => {
    // A shutdown limit longer than a script's own: a stop that waited on the scripts would end
    // them with their timeout answers (200), not with the stopping server's 503.
    const run = startMain({ ...env, SHUTDOWN_TIMEOUT_MS: '60000' });
    try {
      const url = await run.ready;
      const member = await signUpOverHttp(url);
      const sends = [1, 2].map(() =>
        member
          .post(`/api/v1/projects/${member.projectId}/debug/send`, {
            request: {
              method: 'get',
              url: 'http://127.0.0.1:9/',
              preRequestScript: 'while (true) {}',
            },
          })
          .then(
            (response) => response.status,
            () => 'closed',
          ),
      );
      // Answered while the scripts run: the server's own thread is free.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      for (const outcome of await Promise.all(sends)) expect([503, 'closed']).toContain(outcome);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  });

  it('refuses to start with a bad variable, naming it', async () => {
    const run = startMain({ ...env, PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it.runIf(TEST_DB === 'pglite')('refuses a second process on the same DATA_DIR', async () => {
    const first = startMain(env);
    try {
      await first.ready;
      const second = startMain(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('Another Heron process');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
