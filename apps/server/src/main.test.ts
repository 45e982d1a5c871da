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
