import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, ImportJob, SendResult } from '@heron/contract';
import { ENDLESS_SCRIPT, yamlAliasBomb } from '../../../test/hostile-input.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { startHttpServer, type TestServer } from '../../../test/send-test-servers.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import { as, expectProblem, type Person } from '../../../test/workspace-helpers.js';

/**
 * Issue 19: work a hostile member hands the server runs off the thread that answers HTTP, so
 * while it is being worked on everyone else is still answered. Asserted as an order of events,
 * not as a time.
 */

let t: TestApp;
let cast: Cast;
let projectId: string;

beforeAll(async () => {
  // Threads enough for one person's four scripts to run at once: each runs its full limit. The
  // limit leaves a loaded machine time to bring all four to their threads before the first ends.
  t = await createTestApp({
    workers: { ...testConfig().workers, threads: 8, scriptTimeoutMs: 5_000 },
  });
  cast = await signUpCast(t.app);
  ({ projectId } = await stage(t.database.db, cast));
});
afterAll(() => t?.close());

const sendUrl = (id: string) => `/api/v1/projects/${id}/debug/send`;
const importsUrl = (id: string) => `/api/v1/projects/${id}/design/imports`;

function endlessSend(person: Person) {
  return as(t.app, person).post(sendUrl(projectId), {
    request: { method: 'get', url: 'http://127.0.0.1:9/never', preRequestScript: ENDLESS_SCRIPT },
  });
}

async function finishedJob(person: Person, jobId: string): Promise<ImportJob> {
  for (;;) {
    const read = await as(t.app, person).get(`${importsUrl(projectId)}/${jobId}?waitMs=5000`);
    expect(read.statusCode, read.body).toBe(200);
    const job = read.json<ImportJob>();
    if (job.status !== 'parsing') return job;
  }
}

describe('the event loop under attack', () => {
  it('answers /api/health while four endless scripts and two alias-bomb imports are worked on', async () => {
    const events: string[] = [];
    // A read-only member may send: the attack needs no more than that.
    const sends = [1, 2, 3, 4].map((n) =>
      endlessSend(cast.reader).then((answer) => {
        events.push(`send ${n}`);
        return answer;
      }),
    );
    const imports = await Promise.all(
      (['postman-2.1', 'har'] as const).map(async (format) => {
        const started = await as(t.app, cast.writer).post(importsUrl(projectId), {
          format,
          text: yamlAliasBomb(10, 9),
        });
        expect(started.statusCode, started.body).toBe(202);
        return started.json<ImportJob>();
      }),
    );
    // All four are on their threads now (the requests reach the pool one after another).
    await waitFor(() => t.app.workers.stats().scripts.running === 4);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    events.push('health');
    expect(health.statusCode).toBe(200);
    // Answered while the scripts were being run, not before they reached their threads.
    expect(health.json<HealthResponse>().workers.scripts.running).toBeGreaterThan(0);

    for (const answer of await Promise.all(sends)) {
      expect(answer.statusCode, answer.body).toBe(200);
      const result = answer.json<SendResult>();
      expect(result.error).toMatchObject({ code: 'SCRIPT_FAILED' });
      expect(result.scripts.preRequest?.error?.kind).toBe('timeout');
      expect(result.sent).toBeNull();
    }
    expect(events[0]).toBe('health');
    expect(events).toHaveLength(5);

    for (const job of imports) {
      const done = await finishedJob(cast.writer, job.id);
      expect(done.status).toBe('failed');
      expect(done.issues.find((issue) => issue.severity === 'error')?.code).toBe('TOO_COMPLEX');
    }
  });
});

/** Waits, a few milliseconds at a time, until `isTrue` holds (requests reach the pool in turn). */
async function waitFor(isTrue: () => boolean): Promise<void> {
  while (!isTrue()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a full queue', () => {
  let busy: TestApp;
  let people: Cast;
  let busyProject: string;
  let gate: TestServer;
  let openGate: () => void = () => undefined;

  beforeAll(async () => {
    // Two threads, one running task per person, four waiting in all and two per person. Each
    // script holds its thread until the test opens the gate: a script that ended on its own
    // while the queue was being filled (one did, on a loaded machine, when the scripts held
    // their thread a fixed second) would let a waiting one start and the counts never arrive.
    const opened = new Promise<void>((resolve) => (openGate = resolve));
    gate = await startHttpServer(async (_request, response) => {
      await opened;
      response.end('open');
    });
    busy = await createTestApp({
      workers: { ...testConfig().workers, threads: 2, queueMax: 4, scriptTimeoutMs: 60_000 },
    });
    people = await signUpCast(busy.app);
    ({ projectId: busyProject } = await stage(busy.database.db, people));
  });
  afterAll(async () => {
    openGate();
    await busy?.close();
    await gate?.close();
  });

  /** A script that keeps its thread until the gate opens. */
  const send = (person: Person) =>
    as(busy.app, person).post(sendUrl(busyProject), {
      request: {
        method: 'get',
        url: 'http://127.0.0.1:9/',
        preRequestScript: `await pm.sendRequest('${gate.origin}/wait');`,
      },
    });

  it('answers 429 to one person past their share, and 503 SERVER_BUSY with Retry-After once the queue is full', async () => {
    const taken = [send(people.reader), send(people.reader), send(people.reader)];
    await waitFor(() => busy.app.workers.stats().scripts.waiting === 2);
    const ownShare = await send(people.reader);
    expectProblem(ownShare, 429, 'RATE_LIMITED');
    expect(Number(ownShare.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    taken.push(send(people.writer), send(people.writer), send(people.owner));
    await waitFor(() => busy.app.workers.stats().scripts.waiting === 4);
    const refused = await send(people.writer);
    expectProblem(refused, 503, 'SERVER_BUSY');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The two running scripts wait at the gate; once it opens every queued one runs, in turn.
    await waitFor(() => gate.received.length === 2);
    openGate();
    for (const answer of await Promise.all(taken)) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<SendResult>().scripts.preRequest?.error).toBeNull();
    }
    expect(gate.received).toHaveLength(6);
  });
});
