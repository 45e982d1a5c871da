import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designUrl } from '../../../test/design-transfer-helpers.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import { as, expectProblem, seedProjectCrew } from '../../../test/workspace-helpers.js';

/** Exports run on the `imports` worker lane, under its time limit (issue 19). */

let t: TestApp;
let crew: Awaited<ReturnType<typeof seedProjectCrew>>;

beforeAll(async () => {
  // No export can be made in a millisecond: every one is stopped at its limit.
  t = await createTestApp({ workers: { ...testConfig().workers, importTimeoutMs: 1 } });
  crew = await seedProjectCrew(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('an export stopped at its limit', () => {
  it('answers SERVICE_UNAVAILABLE saying why, never a 500, and the server goes on', async () => {
    const url = designUrl(crew.projectId, '/export?format=openapi-3.1');
    const answer = await as(t.app, crew.admin).get(url);
    expectProblem(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(answer.json().detail).toMatch(/took longer than the server allows/);
    expect((await as(t.app, crew.admin).get('/api/health')).statusCode).toBe(200);
  });
});
