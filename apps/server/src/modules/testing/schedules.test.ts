import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRun, TestSchedule } from '@heron/contract';
import { buildApp } from '../../app.js';
import { outbox } from '../../../test/auth-helpers.js';
import { removeFromTeam, stage } from '../../../test/project-helpers.js';
import { startHttpServer, type TestServer } from '../../../test/send-test-servers.js';
import { testConfig } from '../../../test/test-app.js';
import { createScenario, testingSuite, waitForRun } from '../../../test/testing-helpers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

/** Issue 22: scenarios that run on a schedule, once across servers, with notices by email. */

const suite = testingSuite();
const { api, newProject } = suite;

let target: TestServer;
/** What the target answers `/health` with: the scheduled scenario asserts 200. */
let healthy = false;
beforeAll(async () => {
  target = await startHttpServer((request, response) => {
    response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ healthy }));
  });
});
afterAll(() => target.close());

const schedulesUrl = (projectId: string, scenarioId: string) =>
  `/api/v1/projects/${projectId}/test-scenarios/${scenarioId}/schedules`;
const scheduleUrl = (projectId: string, scheduleId: string) =>
  `/api/v1/projects/${projectId}/test-schedules/${scheduleId}`;

async function healthScenario(projectId: string): Promise<string> {
  return createScenario(api(suite.cast.writer), projectId, {
    name: 'Health',
    steps: [
      {
        id: 'health',
        type: 'request',
        request: { method: 'GET', url: `${target.origin}/health` },
        assertions: [{ id: 'ok', source: 'status', comparator: 'equals', value: '200' }],
      },
    ],
  });
}

async function createSchedule(projectId: string, scenarioId: string, body: object) {
  const created = await api(suite.cast.writer).post(schedulesUrl(projectId, scenarioId), body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<TestSchedule>();
}

/** The run a tick started, followed to its end. */
async function lastRun(projectId: string, scenarioId: string, schedule: TestSchedule) {
  const list = await api(suite.cast.writer).get(schedulesUrl(projectId, scenarioId));
  const now = list.json<{ items: TestSchedule[] }>().items.find((s) => s.id === schedule.id)!;
  expect(now.lastRun, JSON.stringify(now)).not.toBeNull();
  return waitForRun(api(suite.cast.writer), projectId, now.lastRun!.id);
}

const later = (schedule: TestSchedule, ms = 1_000) =>
  new Date(new Date(schedule.nextRunAt!).getTime() + ms);

describe('saving schedules', () => {
  let projectId: string;
  let scenarioId: string;
  beforeAll(async () => {
    projectId = await newProject();
    scenarioId = await healthScenario(projectId);
  });

  it('keeps a cron schedule with its next time in its time zone, and lists it', async () => {
    const before = Date.now();
    const schedule = await createSchedule(projectId, scenarioId, {
      kind: 'cron',
      cron: '0 9 * * *',
      timeZone: 'Asia/Shanghai',
      notify: [suite.cast.writer.id],
      language: 'zh-CN',
    });
    const next = new Date(schedule.nextRunAt!);
    // 09:00 in Shanghai is 01:00 UTC, within the next day.
    expect(next.getUTCHours()).toBe(1);
    expect(next.getUTCMinutes()).toBe(0);
    expect(next.getTime() - before).toBeLessThanOrEqual(24 * 3_600_000);
    expect(schedule).toMatchObject({
      kind: 'cron',
      intervalMinutes: null,
      ownerId: suite.cast.writer.id,
      lastRun: null,
      version: 1,
    });
    const list = await api(suite.cast.reader).get(schedulesUrl(projectId, scenarioId));
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: TestSchedule[] }>().items.map((s) => s.id)).toContain(schedule.id);
  });

  it('refuses a bad schedule, saying which field and why', async () => {
    const cases: Array<[object, string, string]> = [
      [{ kind: 'cron', cron: '0 9 * *' }, '/cron', 'five fields'],
      [{ kind: 'cron', cron: '*/2 * * * *' }, '/cron', 'more often than every 5 minutes'],
      [{ kind: 'cron', cron: '0 9 * * *', timeZone: 'Mars/Olympus' }, '/timeZone', 'time zone'],
      [{ kind: 'cron' }, '/cron', 'required'],
      [{ kind: 'interval', intervalMinutes: 1 }, '/intervalMinutes', ''],
      [{ kind: 'interval' }, '/intervalMinutes', 'required'],
      [
        { kind: 'interval', intervalMinutes: 5, notify: [suite.cast.bystander.id] },
        '/notify/0',
        'member',
      ],
    ];
    for (const [body, pointer, words] of cases) {
      const refused = await api(suite.cast.writer).post(schedulesUrl(projectId, scenarioId), body);
      expectProblem(refused, 400, 'VALIDATION_FAILED');
      const errors = refused.json<{ errors: { pointer: string; message: string }[] }>().errors;
      expect(errors[0]?.pointer, refused.body).toBe(pointer);
      expect(errors[0]?.message).toContain(words);
    }
  });

  it('refuses an environment of another project', async () => {
    const other = await newProject();
    const environment = await api(suite.cast.writer).post(
      `/api/v1/projects/${other}/environments`,
      {
        name: 'Elsewhere',
      },
    );
    expect(environment.statusCode, environment.body).toBe(201);
    const refused = await api(suite.cast.writer).post(schedulesUrl(projectId, scenarioId), {
      kind: 'interval',
      intervalMinutes: 30,
      environmentId: environment.json<{ id: string }>().id,
    });
    expectProblem(refused, 400, 'VALIDATION_FAILED');
    expect(refused.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe(
      '/environmentId',
    );
  });

  it('lets a reader see schedules but not save or delete them', async () => {
    const schedule = await createSchedule(projectId, scenarioId, {
      kind: 'interval',
      intervalMinutes: 60,
    });
    expectDenied(
      await api(suite.cast.reader).post(schedulesUrl(projectId, scenarioId), {
        kind: 'interval',
        intervalMinutes: 60,
      }),
    );
    expectDenied(await api(suite.cast.reader).delete(scheduleUrl(projectId, schedule.id)));
  });

  it('saves over the version read, and refuses a stale save', async () => {
    const schedule = await createSchedule(projectId, scenarioId, {
      kind: 'interval',
      intervalMinutes: 60,
    });
    const body = { kind: 'interval', intervalMinutes: 30, enabled: false, baseVersion: 1 };
    const saved = await api(suite.cast.writer).put(scheduleUrl(projectId, schedule.id), body);
    expect(saved.statusCode, saved.body).toBe(200);
    // Disabled: it has no next time.
    expect(saved.json<TestSchedule>()).toMatchObject({
      intervalMinutes: 30,
      enabled: false,
      nextRunAt: null,
      version: 2,
    });
    expectProblem(
      await api(suite.cast.writer).put(scheduleUrl(projectId, schedule.id), body),
      409,
      'EDIT_CONFLICT',
    );
    const deleted = await api(suite.cast.writer).delete(scheduleUrl(projectId, schedule.id));
    expect(deleted.statusCode).toBe(204);
    expectProblem(
      await api(suite.cast.writer).delete(scheduleUrl(projectId, schedule.id)),
      404,
      'NOT_FOUND',
    );
  });
});

describe('running on schedule', () => {
  let projectId: string;
  let scenarioId: string;
  beforeAll(async () => {
    projectId = await newProject();
    scenarioId = await healthScenario(projectId);
  });

  it('starts a due run once across two servers on one database', async () => {
    const schedule = await createSchedule(projectId, scenarioId, {
      kind: 'interval',
      intervalMinutes: 10,
    });
    // A second server on the same database, ticking at the same moment.
    const second = await buildApp({
      config: testConfig(),
      database: suite.database,
      logger: false,
      scheduleTicks: false,
    });
    await second.ready();
    try {
      const now = later(schedule);
      const started = await Promise.all([
        suite.app.testScheduler.tick(now),
        second.testScheduler.tick(now),
      ]);
      expect(started[0] + started[1]).toBe(1);
      const run = await lastRun(projectId, scenarioId, schedule);
      expect(run.source).toBe('schedule');
      // Moved on by ten minutes from the time that was due.
      const list = await api(suite.cast.writer).get(schedulesUrl(projectId, scenarioId));
      const moved = list.json<{ items: TestSchedule[] }>().items.find((s) => s.id === schedule.id)!;
      expect(new Date(moved.nextRunAt!).getTime()).toBe(
        new Date(schedule.nextRunAt!).getTime() + 10 * 60_000,
      );
      // Nothing more is due at that moment.
      expect(await suite.app.testScheduler.tick(now)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('emails the people chosen when a run fails, once, and again when it passes', async () => {
    const writerMails = async () =>
      (await outbox(suite.app)).filter(
        (mail) => mail.to === suite.cast.writer.email && mail.subject?.includes('Health'),
      );
    const known = (await writerMails()).length;
    let schedule = await createSchedule(projectId, scenarioId, {
      kind: 'interval',
      intervalMinutes: 5,
      notify: [suite.cast.writer.id],
    });
    const runOnce = async () => {
      expect(await suite.app.testScheduler.tick(later(schedule))).toBe(1);
      const run = await lastRun(projectId, scenarioId, schedule);
      const list = await api(suite.cast.writer).get(schedulesUrl(projectId, scenarioId));
      schedule = list.json<{ items: TestSchedule[] }>().items.find((s) => s.id === schedule.id)!;
      return run;
    };
    // A notice goes out just after its run's report is stored.
    const mailsOnceThere = async (count: number) => {
      await waitFor(async () => (await writerMails()).length >= count);
      return writerMails();
    };

    healthy = false;
    expect((await runOnce()).status).toBe('failed');
    let mails = await mailsOnceThere(known + 1);
    expect(mails[0]?.subject).toBe('Scheduled test failed: Health');
    expect(mails[0]?.text).toContain('1 requests (0 failed), 1 assertions (1 failed)');
    expect(mails[0]?.text).toContain(`/project/${projectId}/tests?scenario=${scenarioId}`);

    // Failing again sends nothing: after the pass, the mails are the failure and the recovery.
    expect((await runOnce()).status).toBe('failed');
    healthy = true;
    expect((await runOnce()).status).toBe('passed');
    mails = await mailsOnceThere(known + 2);
    expect(mails).toHaveLength(known + 2);
    expect(mails.slice(0, 2).map((mail) => mail.subject)).toEqual([
      'Scheduled test passes again: Health',
      'Scheduled test failed: Health',
    ]);
  });

  it('says why it did not run when its owner lost the project, and runs nothing', async () => {
    const { teamId, projectId: project } = await stage(suite.database.db, suite.cast);
    const scenario = await healthScenario(project);
    const schedule = await createSchedule(project, scenario, {
      kind: 'interval',
      intervalMinutes: 5,
    });
    await removeFromTeam(suite.database.db, teamId, suite.cast.writer.id);
    expect(await suite.app.testScheduler.tick(later(schedule))).toBe(1);
    const list = await api(suite.cast.reader).get(schedulesUrl(project, scenario));
    const after = list.json<{ items: TestSchedule[] }>().items[0]!;
    expect(after.lastRun).toBeNull();
    // A code, said in the reader's language by the web (schedule-columns.tsx).
    expect(after.lastError).toBe('PERMISSION_DENIED');
    const runs = await api(suite.cast.reader).get(
      `/api/v1/projects/${project}/test-scenarios/${scenario}/runs`,
    );
    expect(runs.json<{ items: TestRun[] }>().items).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('waited too long');
}
