import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, type ImportJob } from '@heron/contract';
import { teams } from '../../db/schema/index.js';
import {
  commitAndWait,
  designUrl,
  liveItems,
  NO_FIXTURES,
  previewImport,
  readFixture,
  waitForJob,
} from '../../../test/design-transfer-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.js';
import { as, seedProject, seedProjectCrew } from '../../../test/workspace-helpers.js';
import { importTestHooks } from './import-hooks.js';

/**
 * Whole real descriptions through the API: the GitHub REST description (13 MB, 1,223
 * operations) and the server's own OpenAPI document. Timings are printed, never asserted.
 */

let t: TestApp;
let crew: Awaited<ReturnType<typeof seedProjectCrew>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  crew = await seedProjectCrew(t.app, db());
  await db().update(teams).set({ plan: 'enterprise' }).where(eq(teams.id, crew.teamId));
});
afterAll(async () => {
  await t?.close();
});

const newProject = () => seedProject(db(), crew.teamId, crew.admin);

/** Operations of an OpenAPI document, as `method path`. */
function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  const operations: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS)
      if (item[method] !== undefined) operations.push(`${method} ${path}`);
  }
  return operations.sort();
}

describe.skipIf(NO_FIXTURES)('the GitHub REST description', () => {
  it('imports through the API with all 1,223 operations', { timeout: 300_000 }, async () => {
    const projectId = await newProject();
    const text = readFixture('openapi/github-api.github.com.octokit-23.0.2.json');

    const started = performance.now();
    const job = await previewImport(t.app, crew.admin, projectId, {
      text,
      fileName: 'github.json',
    });
    const previewed = performance.now();
    expect(
      job.status,
      JSON.stringify(job.issues.filter((i) => i.severity === 'error').slice(0, 5)),
    ).toBe('ready');
    const endpoints = job.entries.filter((e) => e.kind === 'endpoint');
    expect(endpoints).toHaveLength(1223);
    expect(job.summary!.add).toBe(job.entries.length);

    let writeStarted = 0;
    importTestHooks.beforeWrite = async () => {
      writeStarted = performance.now();
    };
    try {
      const done = await commitAndWait(t.app, crew.admin, projectId, job.id);
      const written = performance.now();
      expect(done.status).toBe('done');
      expect(done.result).toEqual({ created: job.entries.length, updated: 0, skipped: 0 });
      const items = await liveItems(db(), projectId);
      expect(items.filter((i) => i.kind === 'endpoint')).toHaveLength(1223);
      console.info(
        `[${TEST_DB}] GitHub import: ${job.entries.length} entries (${items.length} rows with folders); ` +
          `parse+preview ${(previewed - started).toFixed(0)} ms, ` +
          `write ${(written - writeStarted).toFixed(0)} ms (commit to done, polled)`,
      );
    } finally {
      delete importTestHooks.beforeWrite;
    }

    // Importing it again finds everything the same.
    const again = await previewImport(t.app, crew.admin, projectId, { text });
    expect(again.summary).toEqual({ add: 0, change: 0, same: job.entries.length });
  });
});

describe("the server's own OpenAPI document", () => {
  it('imports cleanly: no errors, every operation an endpoint', async () => {
    const projectId = await newProject();
    const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);
    const document = served.json<{ paths: Record<string, Record<string, unknown>> }>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);

    const job = await previewImport(t.app, crew.admin, projectId, {
      text: served.body,
      fileName: 'openapi.json',
    });
    expect(job.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(job.status).toBe('ready');
    expect(job.format).toBe('openapi-3.1');
    const imported = job.entries
      .filter((e) => e.kind === 'endpoint')
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(imported).toEqual(operations);
    // The import routes are among them.
    expect(imported).toContain('post /api/v1/projects/{projectId}/design/imports');
    const done = await commitAndWait(t.app, crew.admin, projectId, job.id);
    expect(done.status).toBe('done');
  });

  it('answers a job read while another is parsing', async () => {
    const projectId = await newProject();
    const started = await as(t.app, crew.admin).post(designUrl(projectId, '/imports'), {
      text: 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\n',
    });
    const job = await waitForJob(t.app, crew.admin, projectId, started.json<ImportJob>().id);
    expect(job.status).toBe('ready');
    expect(job.summary).toEqual({ add: 0, change: 0, same: 0 });
  });
});
