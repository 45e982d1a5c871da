import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedTeam, signUp, type Person } from '../../../test/workspace-helpers.js';
import {
  assertAiFunds,
  chargeAiUse,
  pointsForTokens,
  spendablePoints,
  type AiUse,
} from './ai-use.js';
import { grantPoints, pointsBalance } from './points-ledger.js';

// What the AI features charge (issue 24): checked before the model is called, charged after from
// what the use cost, up to what is left, once however often it is retried.

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

/** A person with `own` personal points, in a team of theirs holding `team` points. */
async function scene(own: number, team: number): Promise<{ person: Person; use: AiUse }> {
  const person = await signUp(t.app, 'AI user');
  const teamId = await seedTeam(db, person);
  if (own > 0) {
    await grantPoints(db, {
      ownerType: 'user',
      ownerId: person.id,
      amount: own,
      source: 'package',
      expiresAt: null,
    });
  }
  if (team > 0) {
    await grantPoints(db, {
      ownerType: 'team',
      ownerId: teamId,
      amount: team,
      source: 'plan',
      expiresAt: null,
    });
  }
  return { person, use: { userId: person.id, teamId, projectId: null, function: 'aiAnnotation' } };
}

describe('pointsForTokens', () => {
  it('charges a point per thousand tokens begun, and at least one', () => {
    expect(pointsForTokens(0, 1000)).toBe(1);
    expect(pointsForTokens(1000, 1000)).toBe(1);
    expect(pointsForTokens(1001, 1000)).toBe(2);
    expect(pointsForTokens(45_000, 500)).toBe(90);
  });
});

describe('before a use', () => {
  it('counts the team’s points and the person’s own, and refuses more than that', async () => {
    const { use } = await scene(5, 10);
    expect(await spendablePoints(db, use)).toBe(15);
    expect(await codeOf(assertAiFunds(db, use, 15))).toBe('ok');
    expect(await codeOf(assertAiFunds(db, use, 16))).toBe('POINTS_INSUFFICIENT');
  });

  it('counts only personal points in a team the person is not in', async () => {
    const { use } = await scene(5, 0);
    const other = await scene(0, 50);
    expect(await spendablePoints(db, { ...use, teamId: other.use.teamId })).toBe(5);
  });
});

describe('after a use', () => {
  it('charges team points first, up to what is left, once per key', async () => {
    const { person, use } = await scene(5, 10);
    const first = await chargeAiUse(db, use, { points: 12, idempotencyKey: 'annotate-1' });
    expect(first?.consumption.amount).toBe(12);
    expect((await pointsBalance(db, 'team', use.teamId!)).remaining).toBe(0);
    expect((await pointsBalance(db, 'user', person.id)).remaining).toBe(3);

    // The browser retried: the same charge, nothing more taken.
    const again = await chargeAiUse(db, use, { points: 12, idempotencyKey: 'annotate-1' });
    expect(again?.isReplay).toBe(true);
    expect((await pointsBalance(db, 'user', person.id)).remaining).toBe(3);

    // It used more than was estimated: what is left is taken, never below zero.
    const over = await chargeAiUse(db, use, {
      points: 7,
      idempotencyKey: 'annotate-2',
      isInterrupted: true,
    });
    expect(over?.consumption).toMatchObject({ amount: 3, isInterrupted: true });
    expect((await pointsBalance(db, 'user', person.id)).remaining).toBe(0);

    // Nothing left at all: the use stands, uncharged.
    expect(await chargeAiUse(db, use, { points: 2, idempotencyKey: 'annotate-3' })).toBeNull();
  });
});
