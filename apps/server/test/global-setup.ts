import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { dumpPgliteTemplate } from '../src/db/pglite-template.js';
import { startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server the `postgres` run creates its databases on. */
    postgresAdminUrl: string;
    /** A migrated database the `postgres` run's test databases are copied from. */
    postgresTemplate: string;
    /** A migrated PGlite dump every test database of the `pglite` run starts from. */
    pgliteTemplatePath: string;
  }
}

/**
 * The server suite runs once per database. With HERON_TEST_DB=postgres it needs a real server:
 * DATABASE_URL when given, otherwise a throwaway cluster started here from the installed binaries.
 */
export default async function setup(project: TestProject) {
  if (process.env.HERON_TEST_DB !== 'postgres') {
    // One migrated template for the run: a test database loads it in under a second instead of
    // starting PGlite empty (2–5 s) and migrating it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-pglite-template-'));
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
  const adminUrl = process.env.DATABASE_URL ?? cluster!.url;
  project.provide('postgresAdminUrl', adminUrl);
  // Test databases are copies of one migrated database (CREATE DATABASE … TEMPLATE), not
  // migrated one by one.
  const template = await makePostgresTemplate(adminUrl);
  project.provide('postgresTemplate', template.name);
  return async () => {
    await template.drop();
    await cluster?.stop();
  };
}

async function makePostgresTemplate(adminUrl: string) {
  const name = `heron_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres', url: url.toString(), poolSize: 1 } as const;
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle, target);
  } finally {
    // A template is copied only while nobody is connected to it.
    await handle.close();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
