import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointConsumption, PointEntry } from '@heron/contract';
import type { Database } from '../../db/client.js';
import {
  pointAllocations,
  pointConsumptions,
  pointGrants,
  teamMembers,
  users,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  as,
  expectDenied,
  expectProblem,
  seedProject,
  seedProjectCrew,
  seedProjectMember,
  seedTeamMember,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';
import { problem } from '../../../test/auth-helpers.js';
import { ensurePersonalSpace } from '../teams/personal-space.js';
import { grantPoints } from './points-ledger.js';

let t: TestApp;
let db: Database;
let crew: Awaited<ReturnType<typeof seedProjectCrew>>;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  crew = await seedProjectCrew(t.app, db);
  // The writer goes by another name in the team than on the account.
  await db
    .update(teamMembers)
    .set({ name: 'Wren (Falcons)' })
    .where(and(eq(teamMembers.teamId, crew.teamId), eq(teamMembers.userId, crew.writer.id)));
  await grantPoints(db, {
    ownerType: 'team',
    ownerId: crew.teamId,
    amount: 100,
    source: 'plan',
    expiresAt: inDays(30),
    grantedAt: inDays(-3),
  });
  await grantPoints(db, {
    ownerType: 'user',
    ownerId: crew.writer.id,
    amount: 50,
    source: 'package',
    expiresAt: null,
    grantedAt: inDays(-2),
  });
});
afterAll(() => t.close());

const consume = (person: Person | null, body: Record<string, unknown>) =>
  as(t.app, person).post('/api/v1/points/consumptions', {
    projectId: crew.projectId,
    function: 'aiAnnotation',
    ...body,
  });

async function ledgerRows() {
  const [grants] = await db.select({ n: count() }).from(pointGrants);
  const [consumptions] = await db.select({ n: count() }).from(pointConsumptions);
  const [allocations] = await db.select({ n: count() }).from(pointAllocations);
  return [grants!.n, consumptions!.n, allocations!.n];
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/v1/points/summary'],
    ['GET', '/api/v1/points/entries'],
    ['POST', '/api/v1/points/consumptions'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const api = as(t.app, null);
    const response = method === 'GET' ? await api.get(url) : await consume(null, { amount: 1 });
    expectProblem(response, 401, 'UNAUTHENTICATED');
  });
});

describe('POST /api/v1/points/consumptions', () => {
  it('charges the team first, then the writer, naming the member as the team knows them', async () => {
    const response = await consume(crew.writer, { amount: 110, idempotencyKey: 'annotate-1' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PointConsumption>()).toMatchObject({
      entry: 'consumption',
      amount: 110,
      function: 'aiAnnotation',
      projectId: crew.projectId,
      projectName: 'Billing API',
      memberName: 'Wren (Falcons)',
      teamId: crew.teamId,
      isInterrupted: false,
      fromTeam: 100,
      fromPersonal: 10,
    });
    const summary = await as(t.app, crew.writer).get(
      `/api/v1/points/summary?teamId=${crew.teamId}`,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      personal: { remaining: 40, consumed: 10, nextExpiry: null },
      team: {
        teamId: crew.teamId,
        teamName: 'Falcons',
        remaining: 0,
        consumed: 100,
        nextExpiry: null,
      },
    });
  });

  it('answers the first consumption to a retry with the same key and deducts nothing more', async () => {
    const before = await ledgerRows();
    const retry = await consume(crew.writer, { amount: 110, idempotencyKey: 'annotate-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<PointConsumption>()).toMatchObject({ fromTeam: 100, fromPersonal: 10 });
    expect(await ledgerRows()).toEqual(before);
    const clash = await consume(crew.writer, { amount: 5, idempotencyKey: 'annotate-1' });
    expectProblem(clash, 409, 'CONFLICT');
  });

  it('deducts an interrupted use all the same', async () => {
    const response = await consume(crew.writer, {
      amount: 5,
      function: 'aiImport',
      isInterrupted: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<PointConsumption>()).toMatchObject({
      isInterrupted: true,
      function: 'aiImport',
      fromTeam: 0,
      fromPersonal: 5,
    });
  });

  it('refuses more points than remain with POINTS_INSUFFICIENT and changes nothing', async () => {
    const before = await ledgerRows();
    const response = await consume(crew.writer, { amount: 36 });
    expectProblem(response, 402, 'POINTS_INSUFFICIENT');
    expect(problem(response).detail).toBe(
      '36 points are needed but only 35 remain; nothing was deducted.',
    );
    expect(await ledgerRows()).toEqual(before);
  });

  it.each([0, -3, 2.5, 1_000_001, '7', null])(
    'refuses an amount of %j with a 400 naming the field',
    async (amount) => {
      const response = await consume(crew.writer, { amount });
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors).toContainEqual({
        in: 'body',
        pointer: '/amount',
        message: 'validation.pointsAmount',
      });
    },
  );

  it('refuses an unknown function and a missing project', async () => {
    const badFunction = await consume(crew.writer, { amount: 1, function: 'aiPoetry' });
    expectProblem(badFunction, 400, 'VALIDATION_FAILED');
    expect(problem(badFunction).errors?.[0]?.pointer).toBe('/function');
    const noProject = await as(t.app, crew.writer).post('/api/v1/points/consumptions', {
      function: 'aiImport',
      amount: 1,
    });
    expect(problem(noProject).errors?.[0]?.pointer).toBe('/projectId');
  });

  it('refuses a read-only member and an outsider, and a project that does not exist', async () => {
    expectDenied(await consume(crew.reader, { amount: 1 }));
    expectDenied(await consume(crew.outsider, { amount: 1 }));
    const missing = await consume(crew.writer, {
      amount: 1,
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expectProblem(missing, 404, 'NOT_FOUND');
  });

  it('spends only personal points in a personal-space project', async () => {
    const solo = await signUp(t.app, 'Solo');
    const [user] = await db.select().from(users).where(eq(users.id, solo.id));
    const space = await ensurePersonalSpace(db, user!);
    const projectId = await seedProject(db, space.id, solo, { name: 'Own API' });
    await grantPoints(db, {
      ownerType: 'user',
      ownerId: solo.id,
      amount: 10,
      source: 'admin',
      expiresAt: null,
    });
    const response = await consume(solo, { projectId, amount: 4 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PointConsumption>()).toMatchObject({
      teamId: null,
      projectName: 'Own API',
      memberName: 'Solo',
      fromTeam: 0,
      fromPersonal: 4,
    });
    const summary = await as(t.app, solo).get(`/api/v1/points/summary?teamId=${space.id}`);
    expect(summary.json()).toEqual({
      personal: { remaining: 6, consumed: 4, nextExpiry: null },
      team: null,
    });
  });
});

describe('GET /api/v1/points/summary', () => {
  it('gives a newcomer zero points and no team', async () => {
    const newcomer = await signUp(t.app, 'New');
    const response = await as(t.app, newcomer).get('/api/v1/points/summary');
    expect(response.json()).toEqual({
      personal: { remaining: 0, consumed: 0, nextExpiry: null },
      team: null,
    });
  });

  it("shows the team's balance to any member, a read-only one too, with its next expiry", async () => {
    const expiresAt = inDays(10);
    await grantPoints(db, {
      ownerType: 'team',
      ownerId: crew.teamId,
      amount: 20,
      source: 'plan',
      expiresAt,
    });
    const response = await as(t.app, crew.reader).get(
      `/api/v1/points/summary?teamId=${crew.teamId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().team).toMatchObject({
      remaining: 20,
      consumed: 100,
      nextExpiry: expiresAt.toISOString(),
    });
  });

  it('refuses an outsider, an unknown team and a malformed id', async () => {
    expectDenied(
      await as(t.app, crew.outsider).get(`/api/v1/points/summary?teamId=${crew.teamId}`),
    );
    expectProblem(
      await as(t.app, crew.writer).get(
        '/api/v1/points/summary?teamId=00000000-0000-4000-8000-000000000000',
      ),
      404,
      'NOT_FOUND',
    );
    const malformed = await as(t.app, crew.writer).get('/api/v1/points/summary?teamId=nope');
    expectProblem(malformed, 400, 'VALIDATION_FAILED');
    expect(problem(malformed).errors?.[0]).toMatchObject({ in: 'query', pointer: '/teamId' });
  });
});

describe('GET /api/v1/points/entries', () => {
  let person: Person;
  beforeAll(async () => {
    // A person of their own, so the entries of other tests do not mix in.
    person = await signUp(t.app, 'Ledger');
    for (const [amount, day] of [
      [10, -5],
      [20, -4],
      [30, -3],
    ] as const) {
      await grantPoints(db, {
        ownerType: 'user',
        ownerId: person.id,
        amount,
        source: 'package',
        expiresAt: null,
        grantedAt: inDays(day),
      });
    }
  });

  const entries = (who: Person, query: string) =>
    as(t.app, who).get(`/api/v1/points/entries?${query}`);

  it('lists grants and uses newest first, ten to a page by default', async () => {
    const projectId = await seedProject(db, crew.teamId, crew.admin);
    await seedTeamMember(db, crew.teamId, person);
    await seedProjectMember(db, projectId, person, { permission: 2 });
    // The team's 20 points go first, then all of the oldest personal grant and 5 of the next.
    const used = await consume(person, { projectId, amount: 35 });
    expect(used.statusCode, used.body).toBe(201);

    const response = await entries(person, '');
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      items: PointEntry[];
      total: number;
      page: number;
      pageSize: number;
    }>();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(page.items.map((e) => [e.entry, e.amount])).toEqual([
      ['consumption', 35],
      ['grant', 30],
      ['grant', 20],
      ['grant', 10],
    ]);
    expect(page.items[0]).toMatchObject({ fromTeam: 20, fromPersonal: 15, memberName: 'Ledger' });
    expect(page.items.slice(1)).toMatchObject([
      { owner: 'personal', remaining: 30, source: 'package', orderNo: null, expiresAt: null },
      { remaining: 15 },
      { remaining: 0 },
    ]);
  });

  it('pages and filters by kind', async () => {
    const second = (await entries(person, 'page=2&pageSize=3')).json<{
      items: PointEntry[];
      total: number;
    }>();
    expect(second.total).toBe(4);
    expect(second.items.map((e) => e.amount)).toEqual([10]);
    const grants = (await entries(person, 'entry=grant')).json<{
      items: PointEntry[];
      total: number;
    }>();
    expect(grants.total).toBe(3);
    expect(grants.items.every((e) => e.entry === 'grant')).toBe(true);
    const uses = (await entries(person, 'entry=consumption&owner=personal')).json<{
      items: PointEntry[];
    }>();
    expect(uses.items.map((e) => e.entry)).toEqual(['consumption']);
    const bad = await entries(person, 'pageSize=101');
    expectProblem(bad, 400, 'VALIDATION_FAILED');
  });

  it("shows a team's grants and every member's uses in it to its members", async () => {
    const response = await entries(crew.reader, `owner=team&teamId=${crew.teamId}&pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: PointEntry[] }>();
    const uses = page.items.filter((e) => e.entry === 'consumption');
    expect(uses.map((e) => [e.memberName, e.amount])).toEqual([
      ['Ledger', 35],
      ['Wren (Falcons)', 5],
      ['Wren (Falcons)', 110],
    ]);
    const grants = page.items.filter((e) => e.entry === 'grant');
    expect(grants.map((e) => [e.owner, e.amount])).toEqual([
      ['team', 20],
      ['team', 100],
    ]);
    const teamUses = await entries(
      crew.admin,
      `owner=team&teamId=${crew.teamId}&entry=consumption`,
    );
    expect(teamUses.json<{ total: number }>().total).toBe(3);
  });

  it('needs a team for team entries, and refuses those outside it', async () => {
    const missing = await entries(crew.admin, 'owner=team');
    expectProblem(missing, 400, 'VALIDATION_FAILED');
    expect(problem(missing).errors).toContainEqual({
      in: 'query',
      pointer: '/teamId',
      message: 'validation.required',
    });
    expectDenied(await entries(crew.outsider, `owner=team&teamId=${crew.teamId}`));
  });
});

describe('OpenAPI', () => {
  it('documents the three points routes with their contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.paths['/api/v1/points/summary']?.get?.operationId).toBe('getPointsSummary');
    expect(document.paths['/api/v1/points/entries']?.get?.operationId).toBe('listPointEntries');
    const consume = document.paths['/api/v1/points/consumptions']?.post;
    expect(consume?.operationId).toBe('consumePoints');
    expect(Object.keys(consume?.responses ?? {})).toEqual(['201', '4XX', '5XX']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['PointsSummary', 'PointEntryPage', 'PointConsumption']),
    );
  });
});
