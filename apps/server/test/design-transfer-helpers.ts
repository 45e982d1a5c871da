import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { isImportRunning, type CommitImportBody, type ImportJob } from '@heron/contract';
import type { Database } from '../src/db/client.js';
import { designItems, designMeta, designRevisions, teams } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './test-app.js';
import { as, seedProject, seedProjectCrew, type Person } from './workspace-helpers.js';

/**
 * Helpers for the import and export tests: the shared fixtures folder, starting an import and
 * waiting for its background work through the API, and reading what landed in the database.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `../shared/fixtures` (or HERON_FIXTURES), or null when it is not there (tests then skip). */
export function fixturesDir(): string | null {
  const dir = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
  return fs.existsSync(dir) ? dir : null;
}

export const FIXTURES = fixturesDir();
export const NO_FIXTURES = FIXTURES === null;
if (NO_FIXTURES) {
  console.warn('Shared fixtures folder not found (set HERON_FIXTURES): fixture tests are skipped.');
}

export function readFixture(relative: string): string {
  return fs.readFileSync(path.join(FIXTURES!, relative), 'utf8');
}

export const designUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/design${rest}`;

/** Polls the job until its background work has ended (no timing assertion: it just waits). */
export async function waitForJob(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  jobId: string,
): Promise<ImportJob> {
  for (;;) {
    const response = await as(app, person).get(designUrl(projectId, `/imports/${jobId}`));
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json<ImportJob>();
    if (!isImportRunning(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts an import from JSON and waits for its preview (or its failure). */
export async function previewImport(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  body: Record<string, unknown>,
): Promise<ImportJob> {
  const started = await as(app, person).post(designUrl(projectId, '/imports'), body);
  expect(started.statusCode, started.body).toBe(202);
  return waitForJob(app, person, projectId, started.json<ImportJob>().id);
}

/** Commits a ready job and waits for the write. */
export async function commitAndWait(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  jobId: string,
  body: Partial<CommitImportBody> = {},
): Promise<ImportJob> {
  const committed = await as(app, person).post(
    designUrl(projectId, `/imports/${jobId}/commit`),
    body,
  );
  expect(committed.statusCode, committed.body).toBe(202);
  expect(committed.json<ImportJob>().status).toBe('importing');
  return waitForJob(app, person, projectId, jobId);
}

/** Both steps, expecting a clean preview and a finished write. */
export async function importAndCommit(
  app: FastifyInstance,
  person: Person,
  projectId: string,
  body: Record<string, unknown>,
  commit: Partial<CommitImportBody> = {},
): Promise<ImportJob> {
  const job = await previewImport(app, person, projectId, body);
  expect(job.status, JSON.stringify(job.issues.slice(0, 5))).toBe('ready');
  const done = await commitAndWait(app, person, projectId, job.id, commit);
  expect(done.status, JSON.stringify(done.issues.slice(0, 5))).toBe('done');
  return done;
}

export async function liveItems(db: Database, projectId: string) {
  return db
    .select()
    .from(designItems)
    .where(and(eq(designItems.projectId, projectId), isNull(designItems.deletedAt)));
}

/** Everything of the project's design in the database: items, revisions, settings. */
export async function designRowCounts(db: Database, projectId: string) {
  const [items, revisions, meta] = await Promise.all([
    db.select({ id: designItems.id }).from(designItems).where(eq(designItems.projectId, projectId)),
    db
      .select({ id: designRevisions.itemId })
      .from(designRevisions)
      .where(eq(designRevisions.projectId, projectId)),
    db.select().from(designMeta).where(eq(designMeta.projectId, projectId)),
  ]);
  return { items: items.length, revisions: revisions.length, meta: meta.length };
}

export type DesignCrew = Awaited<ReturnType<typeof seedProjectCrew>>;

/**
 * A test app for the file's tests, with a crew whose team is on Enterprise (no plan limit is what
 * these tests are about); closed after them. Read `app.t` and `app.crew` inside the tests.
 */
export function designTestApp() {
  const app = {} as { t: TestApp; crew: DesignCrew; newProject(): Promise<string> };
  beforeAll(async () => {
    app.t = await createTestApp();
    const db = app.t.database.db;
    app.crew = await seedProjectCrew(app.t.app, db);
    await db.update(teams).set({ plan: 'enterprise' }).where(eq(teams.id, app.crew.teamId));
    app.newProject = () => seedProject(db, app.crew.teamId, app.crew.admin);
  });
  afterAll(async () => {
    await app.t?.close();
  });
  return app;
}
