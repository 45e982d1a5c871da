import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointMock, MockLog } from '@heron/contract';
import {
  endpointAt,
  importPetstore,
  mockUrl,
  saveEndpointMock,
  saveSettings,
  settingsUrl,
} from '../../../test/mock-helpers.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import { as } from '../../../test/workspace-helpers.js';

/**
 * Issue 19: the mock's programs are built and answer on host threads, so a project's mock cannot
 * stall the thread that answers everyone else. A request that holds its host past the limit
 * (shortened here) is stopped, and the mock answers again after a rebuild.
 */

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp({ workers: { ...testConfig().workers, mockAnswerTimeoutMs: 1_500 } });
  cast = await signUpCast(t.app);
});
afterAll(() => t?.close());

async function publicPetstore() {
  const { projectId } = await stage(t.database.db, cast);
  await importPetstore(t.app, cast.writer, projectId);
  await saveSettings(t.app, cast.writer, projectId, { access: 'public' });
  return projectId;
}

const callMock = (projectId: string, rest: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: mockUrl(projectId, rest), headers });

/** Catastrophic backtracking on `aaa…!`: an expectation that never finishes matching. */
const hostile = {
  id: 'hostile',
  conditions: [{ source: 'header', name: 'x-probe', operator: 'regex', value: '^(a+)+$' }],
  response: { status: 200, body: '{"matched": true}' },
} as EndpointMock['expectations'][number];
const HOSTILE_PROBE = { 'x-probe': `${'a'.repeat(40)}!` };

describe('the mock on its host thread', () => {
  it('keeps the event loop free while a request holds its host, stops that request at the limit, and answers again after a rebuild', async () => {
    const projectId = await publicPetstore();
    const show = await endpointAt(t.app, cast.writer, projectId, 'get', '/pets/{petId}');
    const saved = await saveEndpointMock(t.app, cast.writer, projectId, show.id, {
      baseVersion: 0,
      expectations: [hostile],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await callMock(projectId, '/pets/1')).statusCode).toBe(200);
    const livesBefore = t.app.workers.hosts.stats().reduce((sum, host) => sum + host.life, 0);

    let isHostileDone = false;
    const stopped = callMock(projectId, '/pets/1', HOSTILE_PROBE).then((answer) => {
      isHostileDone = true;
      return answer;
    });
    // Sent right behind it, to the same host: answered after the rebuild, not failed.
    const behind = callMock(projectId, '/pets/1?__example=rex');
    // Were the request answered on this thread, neither of these could happen until it ended.
    const timerStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - timerStarted).toBeLessThan(1_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(isHostileDone).toBe(false);

    const answer = await stopped;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'MOCK_UNAVAILABLE' });
    expect(answer.json().detail).toMatch(/took longer than 1.5 s/);
    const victim = await behind;
    expect(victim.statusCode, victim.body).toBe(200);
    expect(victim.json()).toEqual({ id: 7, name: 'Rex', email: 'rex@example.com' });
    expect(t.app.workers.hosts.stats().reduce((sum, host) => sum + host.life, 0)).toBeGreaterThan(
      livesBefore,
    );
    expect((await callMock(projectId, '/pets/2')).statusCode).toBe(200);

    const log = (await as(t.app, cast.reader).get(settingsUrl(projectId, '/log'))).json<MockLog>();
    expect(log.items.map((e) => [e.path, e.status, e.rule])).toEqual(
      expect.arrayContaining([['/pets/1', 503, 'error']]),
    );
  });

  it('rebuilds before the next answer after a settings change, and shows the host’s statistics', async () => {
    const projectId = await publicPetstore();
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: mockUrl(projectId, '/pets'),
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const invalid = JSON.stringify({ id: 'seven' });
    expect((await post(invalid)).statusCode).toBe(201);
    const settings = await saveSettings(t.app, cast.writer, projectId, { validateRequests: true });
    expect((await post(invalid)).statusCode).toBe(422);
    expect(settings.validateRequests).toBe(true);
    const read = await as(t.app, cast.reader).get(settingsUrl(projectId));
    expect(read.json().stats).toMatchObject({ routes: 4 });
    await saveSettings(t.app, cast.writer, projectId, { validateRequests: false });
    expect((await post(invalid)).statusCode).toBe(201);
  });
});
