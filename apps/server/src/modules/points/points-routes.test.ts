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
import { AppError } from '../../http/app-error.js';
import { consumptionEntries } from './point-entries.js';
import { grantPoints, spendPoints, type SpendPointsInput } from './points-ledger.js';

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

/**
 * One use of an AI feature, charged as the AI features charge it (issue 24: no route charges
 * points any more): the project's team first, then the person's own points.
 */
async function consume(
  person: Person,
  input: { amount: number; projectId?: string; teamId?: string | null } & Partial<
    Pick<SpendPointsInput, 'function' | 'idempotencyKey' | 'isInterrupted'>
  >,
): Promise<PointConsumption> {
  const { consumption } = await spendPoints(db, {
    userId: person.id,
    teamId: input.teamId === undefined ? crew.teamId : input.teamId,
    projectId: input.projectId ?? crew.projectId,
    function: input.function ?? 'aiAnnotation',
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
    isInterrupted: input.isInterrupted,
  });
  const [entry] = await consumptionEntries(db, [consumption.id]);
  return entry!;
}

/** The AppError a rejected promise holds. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function ledgerRows() {
  const [grants] = await db.select({ n: count() }).from(pointGrants);
  const [consumptions] = await db.select({ n: count() }).from(pointConsumptions);
  const [allocations] = await db.select({ n: count() }).from(pointAllocations);
  return [grants!.n, consumptions!.n, allocations!.n];
}

describe('signed out', () => {
  it.each(['/api/v1/points/summary', '/api/v1/points/entries'])(
    'GET %s answers 401',
    async (url) => {
      expectProblem(await as(t.app, null).get(url), 401, 'UNAUTHENTICATED');
    },
  );
});

describe('the public charge route is gone (issue 24)', () => {
  it('POST /api/v1/points/consumptions charges nothing: points are spent only inside AI features', async () => {
    const before = await ledgerRows();
    const response = await as(t.app, crew.writer).post('/api/v1/points/consumptions', {
      projectId: crew.projectId,
      function: 'aiAnnotation',
      amount: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(await ledgerRows()).toEqual(before);
  });
});

describe('a use charged by an AI feature, as the points details show it', () => {
  it('charges the team first, then the writer, naming the member as the team knows them', async () => {
    const used = await consume(crew.writer, { amount: 110, idempotencyKey: 'annotate-1' });
    expect(used).toMatchObject({
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
    expect(retry).toMatchObject({ fromTeam: 100, fromPersonal: 10 });
    expect(await ledgerRows()).toEqual(before);
    const clash = await refusal(consume(crew.writer, { amount: 5, idempotencyKey: 'annotate-1' }));
    expect(clash.code).toBe('CONFLICT');
  });

  it('deducts an interrupted use all the same', async () => {
    const used = await consume(crew.writer, {
      amount: 5,
      function: 'aiImport',
      isInterrupted: true,
    });
    expect(used).toMatchObject({
      isInterrupted: true,
      function: 'aiImport',
      fromTeam: 0,
      fromPersonal: 5,
    });
  });

  it('refuses more points than remain with POINTS_INSUFFICIENT and changes nothing', async () => {
    const before = await ledgerRows();
    const refused = await refusal(consume(crew.writer, { amount: 36 }));
    expect(refused.code).toBe('POINTS_INSUFFICIENT');
    expect(refused.detail).toBe('36 points are needed but only 35 remain; nothing was deducted.');
    expect(await ledgerRows()).toEqual(before);
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
    // A personal space's use names no team, as the AI features charge it.
    const used = await consume(solo, { projectId, teamId: null, amount: 4 });
    expect(used).toMatchObject({
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
    await consume(person, { projectId, amount: 35 });

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
  it('documents the two points routes with their contracts, and no charge route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.paths['/api/v1/points/summary']?.get?.operationId).toBe('getPointsSummary');
    expect(document.paths['/api/v1/points/entries']?.get?.operationId).toBe('listPointEntries');
    expect(document.paths['/api/v1/points/consumptions']).toBeUndefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['PointsSummary', 'PointEntryPage', 'PointConsumption']),
    );
  });
});
