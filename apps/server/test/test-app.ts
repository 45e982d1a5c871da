import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { DatabaseHandle, DatabaseTarget } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { leasePglite } from './pglite-pool.js';

/** Which database this run of the suite uses: PGlite always, PostgreSQL in the second run. */
export const TEST_DB = process.env.HERON_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function tempDir(prefix = 'heron-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated PGlite dump (global-setup.ts), read once per test file. */
function readPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  return pgliteTemplate;
}

/**
 * A database target of its own for one test file: an in-memory PGlite started from the run's
 * migrated template, or a fresh database on the run's PostgreSQL server. `dispose` removes what
 * it made.
 */
export async function createTestDatabaseTarget(): Promise<{
  target: DatabaseTarget;
  dispose(): Promise<void>;
}> {
  if (TEST_DB === 'pglite') {
    return {
      target: { kind: 'pglite', template: readPgliteTemplate() },
      dispose: async () => {},
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `heron_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    dispose: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A migrated, seeded database of this run's kind, as the server prepares its own, for one test
 * file: on PGlite an emptied one reused (pglite-pool.ts), on PostgreSQL a fresh copy of the
 * template. `close` on the handle, then `dispose`, remove what was made.
 */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (TEST_DB === 'pglite') {
    const leased = await leasePglite(readPgliteTemplate);
    return { database: await prepareDatabase({ kind: 'pglite' }, leased), dispose: async () => {} };
  }
  const { target, dispose } = await createTestDatabaseTarget();
  return { database: await prepareDatabase(target), dispose };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, tempDir());
  return {
    ...config,
    // A hostile script burns its whole limit on a core: a shorter limit than an instance's 5 s
    // keeps the suite's two cores for the other tests. The limit counts from the script's start
    // in its sandbox, so a fair script under the suite's load never meets it. (A check's limit
    // also holds a fresh thread loading the engine: only the tests of a hostile check shorten it.)
    workers: { ...config.workers, scriptTimeoutMs: 2_000 },
    // No web app unless a test builds one: the API is what most tests call.
    webDistDir: path.join(os.tmpdir(), 'heron-no-web-dist'),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh, migrated database of this run's kind; call it in beforeAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, dispose } = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close().catch(() => {});
      await dispose();
    },
  };
}
