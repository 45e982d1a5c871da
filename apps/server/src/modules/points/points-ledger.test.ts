import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { pointAllocations, pointConsumptions, pointGrants, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedTeam, seedTeamMember, signUp, type Person } from '../../../test/workspace-helpers.js';
import { ensurePersonalSpace } from '../teams/personal-space.js';
import { listPointEntries } from './point-entries.js';
import { grantPoints, pointsBalance, spendPoints, type SpendPointsInput } from './points-ledger.js';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2030-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

async function ledgerRows() {
  const [grants] = await db.select({ n: count() }).from(pointGrants);
  const [consumptions] = await db.select({ n: count() }).from(pointConsumptions);
  const [allocations] = await db.select({ n: count() }).from(pointAllocations);
  return { grants: grants!.n, consumptions: consumptions!.n, allocations: allocations!.n };
}

/** A team with `member` in it, and the team's id. */
async function teamWith(member: Person) {
  return seedTeam(db, member);
}

const spend = (
  person: Person,
  teamId: string | null,
  amount: number,
  more: Partial<SpendPointsInput> = {},
) =>
  spendPoints(db, {
    userId: person.id,
    teamId,
    projectId: null,
    function: 'aiAnnotation',
    amount,
    now: NOW,
    ...more,
  });

const personal = (person: Person, amount: number, expiresAt: Date | null, grantedAt = days(-30)) =>
  grantPoints(db, {
    ownerType: 'user',
    ownerId: person.id,
    amount,
    source: 'package',
    expiresAt,
    grantedAt,
  });
const teamGrant = (teamId: string, amount: number, expiresAt: Date | null, grantedAt = days(-30)) =>
  grantPoints(db, {
    ownerType: 'team',
    ownerId: teamId,
    amount,
    source: 'plan',
    expiresAt,
    grantedAt,
  });

describe('allocation order', () => {
  it('takes team points first, then personal ones, soonest-expiring first and never-expiring last', async () => {
    const person = await signUp(t.app, 'Order');
    const teamId = await teamWith(person);
    const neverOld = await personal(person, 10, null, days(-90));
    const personalSoon = await personal(person, 10, days(5));
    const teamLater = await teamGrant(teamId, 10, days(20));
    const teamNever = await teamGrant(teamId, 10, null);
    const teamSoon = await teamGrant(teamId, 10, days(2));
    const neverNew = await personal(person, 10, null, days(-1));

    const { allocations } = await spend(person, teamId, 55);
    // Team: soonest (2d), later (20d), never; then personal: 5d, never (oldest first).
    expect(allocations).toEqual([
      { grantId: teamSoon.id, amount: 10 },
      { grantId: teamLater.id, amount: 10 },
      { grantId: teamNever.id, amount: 10 },
      { grantId: personalSoon.id, amount: 10 },
      { grantId: neverOld.id, amount: 10 },
      { grantId: neverNew.id, amount: 5 },
    ]);
    expect(await pointsBalance(db, 'team', teamId, NOW)).toEqual({
      remaining: 0,
      consumed: 30,
      nextExpiry: null,
    });
    expect(await pointsBalance(db, 'user', person.id, NOW)).toEqual({
      remaining: 5,
      consumed: 25,
      nextExpiry: null,
    });
  });

  it('splits a spend exactly across grants and keeps the rest where it was', async () => {
    const person = await signUp(t.app, 'Split');
    const teamId = await teamWith(person);
    const a = await teamGrant(teamId, 7, days(1));
    const b = await teamGrant(teamId, 8, days(3));
    const c = await personal(person, 100, days(10));
    const first = await spend(person, teamId, 10);
    expect(first.allocations).toEqual([
      { grantId: a.id, amount: 7 },
      { grantId: b.id, amount: 3 },
    ]);
    const second = await spend(person, teamId, 9);
    expect(second.allocations).toEqual([
      { grantId: b.id, amount: 5 },
      { grantId: c.id, amount: 4 },
    ]);
    expect(await pointsBalance(db, 'team', teamId, NOW)).toEqual({
      remaining: 0,
      consumed: 15,
      nextExpiry: null,
    });
    expect(await pointsBalance(db, 'user', person.id, NOW)).toEqual({
      remaining: 96,
      consumed: 4,
      nextExpiry: days(10),
    });
  });

  it('never uses an expired grant, and stops counting it as remaining', async () => {
    const person = await signUp(t.app, 'Expired');
    const expired = await personal(person, 50, NOW); // expires exactly now: already unusable
    const live = await personal(person, 20, days(1));
    const { allocations } = await spend(person, null, 5);
    expect(allocations).toEqual([{ grantId: live.id, amount: 5 }]);
    expect(await pointsBalance(db, 'user', person.id, NOW)).toEqual({
      remaining: 15,
      consumed: 5,
      nextExpiry: days(1),
    });
    expect(await codeOf(spend(person, null, 16))).toBe('POINTS_INSUFFICIENT');
    // An hour earlier the expired grant was still usable and counted.
    const earlier = new Date(NOW.getTime() - 3600_000);
    expect((await pointsBalance(db, 'user', person.id, earlier)).remaining).toBe(65);
    const entries = await listPointEntries(db, {
      ownerType: 'user',
      ownerId: person.id,
      entry: 'grant',
      page: 1,
      pageSize: 10,
      now: NOW,
    });
    expect(entries.items.find((e) => e.id === expired.id)).toMatchObject({ remaining: 0 });
  });

  it('spends only personal points in a team the person is not a member of', async () => {
    const owner = await signUp(t.app, 'Owner');
    const stranger = await signUp(t.app, 'Stranger');
    const teamId = await teamWith(owner);
    await teamGrant(teamId, 100, null);
    const own = await personal(stranger, 10, null);
    const { allocations, consumption } = await spend(stranger, teamId, 10);
    expect(allocations).toEqual([{ grantId: own.id, amount: 10 }]);
    // The use did not draw on the team, so it is not one of the team's.
    expect(consumption.teamId).toBeNull();
    expect(await codeOf(spend(stranger, teamId, 1))).toBe('POINTS_INSUFFICIENT');
    expect((await pointsBalance(db, 'team', teamId, NOW)).remaining).toBe(100);
  });

  it("treats a personal space as holding no team points: a grant to it is its owner's", async () => {
    const person = await signUp(t.app, 'Solo');
    const [user] = await db.select().from(users).where(eq(users.id, person.id));
    const space = await ensurePersonalSpace(db, user!);
    const grant = await teamGrant(space.id, 30, null);
    expect(grant).toMatchObject({ ownerType: 'user', ownerId: person.id });
    const { consumption } = await spend(person, space.id, 30);
    expect(consumption.teamId).toBeNull();
    expect(await pointsBalance(db, 'team', space.id, NOW)).toEqual({
      remaining: 0,
      consumed: 0,
      nextExpiry: null,
    });
  });
});

describe('refusals', () => {
  it('refuses a spend beyond what remains with POINTS_INSUFFICIENT and writes nothing', async () => {
    const person = await signUp(t.app, 'Short');
    const teamId = await teamWith(person);
    await teamGrant(teamId, 30, days(3));
    await personal(person, 20, null);
    const before = await ledgerRows();
    const refusal = await spend(person, teamId, 51).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'POINTS_INSUFFICIENT', statusCode: 402 });
    expect((refusal as AppError).detail).toBe(
      '51 points are needed but only 50 remain; nothing was deducted.',
    );
    expect(await ledgerRows()).toEqual(before);
    // Exactly what remains is fine.
    expect(await codeOf(spend(person, teamId, 50))).toBe('ok');
    expect(await codeOf(spend(person, teamId, 1))).toBe('POINTS_INSUFFICIENT');
  });

  it.each([0, -1, 1.5, 1_000_001, Number.NaN])(
    'refuses an amount of %s naming the field',
    async (amount) => {
      const person = await signUp(t.app, 'Bad');
      await personal(person, 10, null);
      const before = await ledgerRows();
      const error = await spend(person, null, amount).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ in: 'body', pointer: '/amount', message: 'validation.pointsAmount' }],
      });
      expect(await ledgerRows()).toEqual(before);
    },
  );
});

describe('interrupted services and retries', () => {
  it('deducts the points of an interrupted service all the same', async () => {
    const person = await signUp(t.app, 'Cut');
    await personal(person, 10, null);
    const { consumption } = await spend(person, null, 4, { isInterrupted: true });
    expect(consumption).toMatchObject({ isInterrupted: true, amount: 4 });
    expect((await pointsBalance(db, 'user', person.id, NOW)).remaining).toBe(6);
  });

  it('spends once per idempotency key, and refuses the key for a different spend', async () => {
    const person = await signUp(t.app, 'Retry');
    await personal(person, 10, null);
    const first = await spend(person, null, 3, { idempotencyKey: 'use-1' });
    const again = await spend(person, null, 3, { idempotencyKey: 'use-1' });
    expect(again.isReplay).toBe(true);
    expect(again.consumption.id).toBe(first.consumption.id);
    expect(again.allocations).toEqual(first.allocations);
    expect((await pointsBalance(db, 'user', person.id, NOW)).remaining).toBe(7);
    expect(await codeOf(spend(person, null, 4, { idempotencyKey: 'use-1' }))).toBe('CONFLICT');
    // Keys are per person: another's same key is another spend.
    const other = await signUp(t.app, 'Other');
    await personal(other, 5, null);
    const theirs = await spend(other, null, 3, { idempotencyKey: 'use-1' });
    expect(theirs.isReplay).toBe(false);
  });

  it('a retry of a spend that used the last points answers the first spend, not a refusal', async () => {
    const person = await signUp(t.app, 'Last');
    await personal(person, 5, null);
    await spend(person, null, 5, { idempotencyKey: 'all-of-it' });
    const retry = await spend(person, null, 5, { idempotencyKey: 'all-of-it' });
    expect(retry.isReplay).toBe(true);
  });

  it('makes one consumption of concurrent spends with the same key', async () => {
    const person = await signUp(t.app, 'Twice');
    await personal(person, 100, null);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => spend(person, null, 10, { idempotencyKey: 'same' })),
    );
    expect(new Set(results.map((r) => r.consumption.id)).size).toBe(1);
    expect(results.filter((r) => !r.isReplay)).toHaveLength(1);
    const rows = await db
      .select()
      .from(pointConsumptions)
      .where(eq(pointConsumptions.userId, person.id));
    expect(rows).toHaveLength(1);
    const allocations = await db
      .select()
      .from(pointAllocations)
      .where(inArray(pointAllocations.consumptionId, [rows[0]!.id]));
    expect(allocations.reduce((sum, a) => sum + a.amount, 0)).toBe(10);
    expect((await pointsBalance(db, 'user', person.id, NOW)).remaining).toBe(90);
  });

  it('works inside a caller’s transaction and rolls back with it', async () => {
    const person = await signUp(t.app, 'Inside');
    await personal(person, 10, null);
    await db
      .transaction(async (tx) => {
        await spendPoints(tx, {
          userId: person.id,
          teamId: null,
          projectId: null,
          function: 'aiImport',
          amount: 10,
          now: NOW,
        });
        throw new Error('the caller fails after the spend');
      })
      .catch(() => undefined);
    expect((await pointsBalance(db, 'user', person.id, NOW)).remaining).toBe(10);
  });

  it('a team member with no personal points spends only the team’s', async () => {
    const admin = await signUp(t.app, 'Admin');
    const member = await signUp(t.app, 'Member');
    const teamId = await teamWith(admin);
    await seedTeamMember(db, teamId, member);
    await teamGrant(teamId, 8, null);
    await spend(member, teamId, 8);
    expect(await codeOf(spend(admin, teamId, 1))).toBe('POINTS_INSUFFICIENT');
  });
});
