import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunEvent, TestRun, TestRunBudget } from '@heron/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { signUpCast, stage, type Cast } from './project-helpers.js';
import { createTestDatabase, testConfig } from './test-app.js';
import { as, type Person } from './workspace-helpers.js';

/**
 * Scenes for the automated-testing tests (issue 22): an app (with a run budget of the test's
 * choosing), a cast on a fresh project, the module's URLs, and a run followed to its end.
 */

export function testingSuite(options: { budget?: TestRunBudget; checkTimeoutMs?: number } = {}) {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let cast: Cast | undefined;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    app = await buildApp({
      config: withCheckTimeout(testConfig(), options.checkTimeoutMs),
      database,
      logger: false,
      // Schedules run when a test ticks the scheduler, at the time it says.
      scheduleTicks: false,
      ...(options.budget ? { testRunBudget: options.budget } : {}),
    });
    await app.ready();
    cast = await signUpCast(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await dispose?.();
  });
  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
    get cast() {
      return cast!;
    },
    api: (person: Person | null) => as(app!, person),
    newProject: async () => (await stage(database!.db, cast!)).projectId,
  };
}

/** The config with a shorter limit for a step's checks, for the tests of a hostile one. */
function withCheckTimeout(config: Config, checkTimeoutMs: number | undefined): Config {
  return checkTimeoutMs === undefined
    ? config
    : { ...config, workers: { ...config.workers, checkTimeoutMs } };
}

export const scenariosUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/test-scenarios${rest}`;
export const runUrl = (projectId: string, runId: string, rest = '') =>
  `/api/v1/projects/${projectId}/test-runs/${runId}${rest}`;

type Api = ReturnType<typeof as>;

/** Creates a scenario through the API and expects it to be created; its id. */
export async function createScenario(api: Api, projectId: string, body: unknown): Promise<string> {
  const created = await api.post(scenariosUrl(projectId), body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
}

/** Starts a run and expects 202; its id. */
export async function startRun(
  api: Api,
  projectId: string,
  scenarioId: string,
  environmentId: string | null = null,
): Promise<string> {
  const started = await api.post(scenariosUrl(projectId, `/${scenarioId}/runs`), {
    environmentId,
  });
  expect(started.statusCode, started.body).toBe(202);
  return started.json<{ runId: string }>().runId;
}

/** Reads the run until `until` holds (by default: it has ended), for at most `timeoutMs`. */
export async function waitForRun(
  api: Api,
  projectId: string,
  runId: string,
  until: (run: TestRun) => boolean = (run) => run.status !== 'running',
  timeoutMs = 30_000,
): Promise<TestRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.get(runUrl(projectId, runId));
    expect(answer.statusCode, answer.body).toBe(200);
    const run = answer.json<TestRun>();
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The events of a Server-Sent Events body, in order. */
export function eventsOf(body: string): RunEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice('data: '.length)) as RunEvent);
}
