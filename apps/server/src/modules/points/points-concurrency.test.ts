import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import {
  pointAllocations,
  pointConsumptions,
  pointGrants,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createTestDatabaseTarget, TEST_DB } from '../../../test/test-app.js';
import { grantPoints, pointsBalance, spendPoints, type Spend } from './points-ledger.js';

/**
 * The proof that the ledger holds under load (DESIGN "two concurrent spends can never take the
 * same point"): hundreds of spends at once through a pool of real PostgreSQL connections. PGlite
 * has one connection, where transactions cannot overlap, so it would prove nothing there.
 */

const DAY = 24 * 60 * 60 * 1000;
const POOL = 24;

/** A small seeded generator, so a failing run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe.skipIf(TEST_DB !== 'postgres')('concurrent spends on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const made = await createTestDatabaseTarget();
    dispose = made.dispose;
    if (made.target.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
    handle = await prepareDatabase({ ...made.target, poolSize: POOL });
  });
  afterAll(async () => {
    await handle?.close();
    await dispose?.();
  });

  async function person(name: string) {
    const [row] = await handle.db
      .insert(users)
      .values({
        name,
        email: `${name.toLowerCase()}-${Date.now()}@example.com`,
        registeredVia: 'email',
      })
      .returning({ id: users.id });
    return row!.id;
  }

  async function teamOf(...members: string[]) {
    const [team] = await handle.db
      .insert(teams)
      .values({ name: 'Load' })
      .returning({ id: teams.id });
    await handle.db
      .insert(teamMembers)
      .values(members.map((userId, i) => ({ teamId: team!.id, userId, name: `M${i}` })));
    return team!.id;
  }

  /** Every consumption's allocations add up to its amount, and no grant gives more than it has. */
  async function expectLedgerConsistent(grantIds: string[]) {
    const overdrawn = await handle.db.execute(sql`
      select g.id from point_grants g
      where g.id in (${sql.join(
        grantIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and g.amount < (select coalesce(sum(a.amount), 0) from point_allocations a where a.grant_id = g.id)`);
    expect((overdrawn as unknown as { rows: unknown[] }).rows).toEqual([]);
    const unbalanced = await handle.db.execute(sql`
      select c.id from point_consumptions c
      where c.amount <> (select coalesce(sum(a.amount), 0) from point_allocations a where a.consumption_id = c.id)`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
  }

  it('300 spends against 1,000 points: none spent twice, no balance below zero', async () => {
    const seed = Date.now();
    const next = random(seed);
    const [a, b] = [await person('Ann'), await person('Bo')];
    const teamId = await teamOf(a, b);
    const now = new Date();
    const grants = [
      await grantPoints(handle.db, {
        ownerType: 'team',
        ownerId: teamId,
        amount: 500,
        source: 'plan',
        expiresAt: new Date(now.getTime() + 10 * DAY),
      }),
      await grantPoints(handle.db, {
        ownerType: 'user',
        ownerId: a,
        amount: 300,
        source: 'package',
        expiresAt: new Date(now.getTime() + 20 * DAY),
      }),
      await grantPoints(handle.db, {
        ownerType: 'user',
        ownerId: a,
        amount: 200,
        source: 'package',
        expiresAt: null,
      }),
    ];
    // Ann in the team (team, then personal), Bo in the team (team only), Ann alone (personal only).
    const spenders = [
      { userId: a, teamId },
      { userId: b, teamId },
      { userId: a, teamId: null },
    ];
    const asks = Array.from({ length: 300 }, (_, i) => ({
      ...spenders[i % spenders.length]!,
      amount: 1 + Math.floor(next() * 12),
    }));
    const asked = asks.reduce((sum, ask) => sum + ask.amount, 0);
    expect(asked, `seed ${seed}`).toBeGreaterThan(1_500);

    const outcomes = await Promise.allSettled(
      asks.map((ask) =>
        spendPoints(handle.db, { ...ask, projectId: null, function: 'aiAnnotation' }),
      ),
    );

    const spends = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refusals = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [o.reason as unknown] : [],
    );
    expect(
      refusals.filter((e) => !(e instanceof AppError && e.code === 'POINTS_INSUFFICIENT')),
      `seed ${seed}`,
    ).toEqual([]);
    expect(refusals.length, `seed ${seed}`).toBeGreaterThan(0);
    const spent = spends.reduce((sum, s) => sum + s.consumption.amount, 0);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(1_000);

    // What the spends reported is what the ledger holds, allocation for allocation.
    for (const s of spends) {
      expect(s.allocations.reduce((sum, x) => sum + x.amount, 0)).toBe(s.consumption.amount);
    }
    const stored = await handle.db
      .select({ consumptionId: pointAllocations.consumptionId, amount: pointAllocations.amount })
      .from(pointAllocations)
      .where(
        inArray(
          pointAllocations.grantId,
          grants.map((g) => g.id),
        ),
      );
    expect(stored.reduce((sum, x) => sum + x.amount, 0)).toBe(spent);
    const succeeded = new Set(spends.map((s) => s.consumption.id));
    expect(new Set(stored.map((x) => x.consumptionId))).toEqual(succeeded);
    const consumptions = await handle.db
      .select({ id: pointConsumptions.id })
      .from(pointConsumptions)
      .where(inArray(pointConsumptions.userId, [a, b]));
    expect(consumptions).toHaveLength(spends.length);
    await expectLedgerConsistent(grants.map((g) => g.id));

    const team = await pointsBalance(handle.db, 'team', teamId);
    const ann = await pointsBalance(handle.db, 'user', a);
    const bo = await pointsBalance(handle.db, 'user', b);
    for (const balance of [team, ann, bo]) expect(balance.remaining).toBeGreaterThanOrEqual(0);
    expect(team.remaining + ann.remaining + bo.remaining).toBe(1_000 - spent);
    expect(team.consumed + ann.consumed).toBe(spent);
  });

  it('concurrent retries with the same keys make one consumption per key', async () => {
    const seed = Date.now();
    const next = random(seed);
    const c = await person('Cy');
    const teamId = await teamOf(c);
    await grantPoints(handle.db, {
      ownerType: 'team',
      ownerId: teamId,
      amount: 150,
      source: 'plan',
      expiresAt: null,
    });
    const grant = await grantPoints(handle.db, {
      ownerType: 'user',
      ownerId: c,
      amount: 1_000,
      source: 'package',
      expiresAt: null,
    });
    const keys = Array.from({ length: 60 }, (_, i) => ({ key: `use-${i}`, amount: 1 + (i % 5) }));
    // Five tries of each key, shuffled so duplicates race with each other and with other keys.
    const tries = keys.flatMap((k) => Array.from({ length: 5 }, () => k));
    for (let i = tries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [tries[i], tries[j]] = [tries[j]!, tries[i]!];
    }

    const results: (Spend & { key: string })[] = await Promise.all(
      tries.map(async ({ key, amount }) => ({
        key,
        ...(await spendPoints(handle.db, {
          userId: c,
          teamId,
          projectId: null,
          function: 'aiImport',
          amount,
          idempotencyKey: key,
        })),
      })),
    );

    for (const { key } of keys) {
      const ofKey = results.filter((r) => r.key === key);
      expect(new Set(ofKey.map((r) => r.consumption.id)).size, `${key}, seed ${seed}`).toBe(1);
      expect(
        ofKey.filter((r) => !r.isReplay),
        key,
      ).toHaveLength(1);
    }
    const rows = await handle.db
      .select()
      .from(pointConsumptions)
      .where(eq(pointConsumptions.userId, c));
    expect(rows).toHaveLength(keys.length);
    const charged = keys.reduce((sum, k) => sum + k.amount, 0);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(charged);
    const [allocated] = await handle.db
      .select({ total: sql`coalesce(sum(${pointAllocations.amount}), 0)`.mapWith(Number) })
      .from(pointAllocations)
      .where(
        inArray(
          pointAllocations.consumptionId,
          rows.map((r) => r.id),
        ),
      );
    expect(allocated!.total).toBe(charged);
    const [teamGrant] = await handle.db
      .select({ id: pointGrants.id })
      .from(pointGrants)
      .where(eq(pointGrants.ownerId, teamId));
    await expectLedgerConsistent([teamGrant!.id, grant.id]);
    // The team's 150 went first; the rest came from the person's package.
    expect((await pointsBalance(handle.db, 'team', teamId)).remaining).toBe(0);
    expect((await pointsBalance(handle.db, 'user', c)).remaining).toBe(1_150 - charged);
  });
});
