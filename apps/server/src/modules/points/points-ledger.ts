import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { POINTS_MAX_SPEND, POINTS_VALIDATION, type PointFunction } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { pointAllocations, pointConsumptions, pointGrants } from '../../db/schema/points.js';
import { AppError } from '../../http/app-error.js';
import { findTeam, isSharedTeamMember, type Db } from '../access/index.js';

/**
 * The AI points ledger (spec §9; DESIGN "Points are an append-only ledger"). Grants and
 * consumptions are only ever inserted; a grant's remainder is its amount less its allocations,
 * and every balance is derived from those rows. A spend locks the grants it may draw on, so two
 * spends at once can never take the same point and no balance can go below zero.
 */

export type PointOwnerType = 'user' | 'team';
export type PointSource = 'plan' | 'package' | 'phoneRegistration' | 'admin';
export type PointGrantRow = typeof pointGrants.$inferSelect;
export type PointConsumptionRow = typeof pointConsumptions.$inferSelect;

/** A database or a transaction that can open one (a nested one is a savepoint). */
export type LedgerDb = Db & Pick<Database, 'transaction'>;

export interface GrantPointsInput {
  /**
   * `user`: personal points; `team`: the team's points. A personal space holds no team points,
   * so a grant to one is made to its owner as personal points.
   */
  ownerType: PointOwnerType;
  /** The user's or the team's id. */
  ownerId: string;
  /** A positive whole number of points. */
  amount: number;
  /** Why the points were given: a plan's monthly points, a package, phone registration, an operator. */
  source: PointSource;
  /** The paid order that bought them, if any. */
  orderId?: string | null | undefined;
  /** When they stop being usable (server clock); null: never (packages, registration credits). */
  expiresAt: Date | null;
  /** Defaults to now; set when a monthly grant is made for a day already past. */
  grantedAt?: Date | undefined;
}

/** Records a grant. Takes a transaction so the order that pays for it commits with it. */
export async function grantPoints(db: Db, input: GrantPointsInput): Promise<PointGrantRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `A grant is a positive whole number of points, not ${input.amount}.`,
    });
  }
  let owner = { type: input.ownerType, id: input.ownerId };
  if (owner.type === 'team') {
    const team = await findTeam(db, owner.id);
    if (!team) throw new AppError('NOT_FOUND', { detail: 'No such team.' });
    if (team.isPersonal && team.ownerId) owner = { type: 'user', id: team.ownerId };
  }
  const [grant] = await db
    .insert(pointGrants)
    .values({
      ownerType: owner.type,
      ownerId: owner.id,
      amount: input.amount,
      source: input.source,
      orderId: input.orderId ?? null,
      expiresAt: input.expiresAt,
      ...(input.grantedAt ? { grantedAt: input.grantedAt } : {}),
    })
    .returning();
  return grant!;
}

export interface SpendPointsInput {
  /** Who uses the AI feature; their personal points are spent after the team's. */
  userId: string;
  /**
   * The team the use happens in. Its points are spent first when the user is a member of it and
   * it is not a personal space; otherwise only personal points are spent.
   */
  teamId: string | null;
  /** Where the use happened, for the detail view. */
  projectId: string | null;
  function: PointFunction;
  /** Whole points, 1 to `POINTS_MAX_SPEND`. */
  amount: number;
  /**
   * Unique to this use, per user: a retry with the same key returns the first consumption and
   * spends nothing more; the same key for a different spend is refused (CONFLICT).
   */
  idempotencyKey?: string | undefined;
  /** The service was interrupted; its points are deducted all the same (spec §9). */
  isInterrupted?: boolean | undefined;
  /**
   * Take what is left when it is less than `amount` (at least one point), instead of refusing:
   * a use already made is charged as far as the points go, never below zero.
   */
  upToAmount?: boolean | undefined;
  /** The server's clock; tests pass their own. Grants expiring at or before it are not used. */
  now?: Date | undefined;
}

export interface Allocation {
  grantId: string;
  amount: number;
}

export interface Spend {
  consumption: PointConsumptionRow;
  allocations: Allocation[];
  /** True when the idempotency key named an earlier spend, which is what is returned. */
  isReplay: boolean;
}

export function assertSpendAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1 || amount > POINTS_MAX_SPEND) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `amount must be a whole number of points from 1 to ${POINTS_MAX_SPEND}.`,
      errors: [{ in: 'body', pointer: '/amount', message: POINTS_VALIDATION.amount }],
    });
  }
}

/**
 * Spends points in one transaction: locks the usable grants in the one order every spend uses
 * (team before personal, soonest expiry first, never-expiring last, oldest first), so spends
 * wait for each other instead of deadlocking; then takes the amount from them in that order.
 * Short of points it throws POINTS_INSUFFICIENT having written nothing.
 */
export async function spendPoints(db: LedgerDb, input: SpendPointsInput): Promise<Spend> {
  assertSpendAmount(input.amount);
  const now = input.now ?? new Date();
  // Scoped to the user: the unique index spans everyone, and one person's key must neither
  // collide with nor reveal another's.
  const key = input.idempotencyKey === undefined ? null : `${input.userId}:${input.idempotencyKey}`;
  return db.transaction(async (tx) => {
    if (key !== null) {
      const earlier = await replayOf(tx, key, input);
      if (earlier) return earlier;
    }
    // Team points are the members' to spend; a personal space has none (they are its owner's).
    const teamId =
      input.teamId !== null && (await isSharedTeamMember(tx, input.teamId, input.userId))
        ? input.teamId
        : null;
    const grants = await lockUsableGrants(tx, input.userId, teamId, now);
    // A spend with the same key may have committed while this one waited for the locks.
    if (key !== null) {
      const earlier = await replayOf(tx, key, input);
      if (earlier) return earlier;
    }
    const remainders = await remaindersOf(
      tx,
      grants.map((grant) => grant.id),
    );
    const allocations: Allocation[] = [];
    let left = input.amount;
    for (const grant of grants) {
      if (left === 0) break;
      const take = Math.min(left, remainders.get(grant.id) ?? 0);
      if (take > 0) allocations.push({ grantId: grant.id, amount: take });
      left -= take;
    }
    const available = input.amount - left;
    if (left > 0 && !(input.upToAmount && available > 0)) {
      throw new AppError('POINTS_INSUFFICIENT', {
        detail: `${input.amount} points are needed but only ${available} remain; nothing was deducted.`,
      });
    }
    const [consumption] = await tx
      .insert(pointConsumptions)
      .values({
        userId: input.userId,
        teamId,
        projectId: input.projectId,
        function: input.function,
        amount: available,
        isInterrupted: input.isInterrupted ?? false,
        idempotencyKey: key,
        createdAt: now,
      })
      // A concurrent spend with the same key won the unique index: this one writes nothing.
      .onConflictDoNothing({ target: pointConsumptions.idempotencyKey })
      .returning();
    if (!consumption) {
      const earlier = await replayOf(tx, key!, input);
      if (earlier) return earlier;
      throw new AppError('CONFLICT', { detail: 'The idempotency key is in use; retry.' });
    }
    await tx
      .insert(pointAllocations)
      .values(allocations.map((a) => ({ consumptionId: consumption.id, ...a })));
    return { consumption, allocations, isReplay: false };
  });
}

/** The earlier spend with this key, or undefined; CONFLICT when it was a different spend. */
async function replayOf(db: Db, key: string, input: SpendPointsInput): Promise<Spend | undefined> {
  const [earlier] = await db
    .select()
    .from(pointConsumptions)
    .where(eq(pointConsumptions.idempotencyKey, key));
  if (!earlier) return undefined;
  if (
    // A spend up to an amount may have taken less than it.
    (input.upToAmount ? earlier.amount > input.amount : earlier.amount !== input.amount) ||
    earlier.function !== input.function ||
    earlier.projectId !== input.projectId
  ) {
    throw new AppError('CONFLICT', {
      detail: 'This idempotency key was already used for a different spend.',
    });
  }
  const allocations = await db
    .select({ grantId: pointAllocations.grantId, amount: pointAllocations.amount })
    .from(pointAllocations)
    .where(eq(pointAllocations.consumptionId, earlier.id));
  return { consumption: earlier, allocations, isReplay: true };
}

// A new fragment per use: `mapWith` changes the fragment it is called on.
const usedOfGrant = () =>
  sql`(select coalesce(sum(pa.amount), 0) from point_allocations pa where pa.grant_id = ${pointGrants.id})`;

async function lockUsableGrants(db: Db, userId: string, teamId: string | null, now: Date) {
  const personal = and(eq(pointGrants.ownerType, 'user'), eq(pointGrants.ownerId, userId));
  const owners = teamId
    ? or(and(eq(pointGrants.ownerType, 'team'), eq(pointGrants.ownerId, teamId)), personal)
    : personal;
  return db
    .select({ id: pointGrants.id })
    .from(pointGrants)
    .where(
      and(
        owners,
        or(isNull(pointGrants.expiresAt), gt(pointGrants.expiresAt, now)),
        // Leaves used-up grants unlocked. Read before the locks are taken, so it can only
        // overstate a remainder (allocations only grow); the remainders are read again after.
        sql`${pointGrants.amount} > ${usedOfGrant()}`,
      ),
    )
    .orderBy(
      sql`case when ${pointGrants.ownerType} = 'team' then 0 else 1 end`,
      sql`${pointGrants.expiresAt} asc nulls last`,
      asc(pointGrants.grantedAt),
      asc(pointGrants.id),
    )
    .for('update');
}

/** What is left of each grant, read after its lock is held, so no other spend is mid-way. */
async function remaindersOf(db: Db, grantIds: string[]): Promise<Map<string, number>> {
  if (grantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: pointGrants.id,
      remaining: sql`${pointGrants.amount} - ${usedOfGrant()}`.mapWith(Number),
    })
    .from(pointGrants)
    .where(inArray(pointGrants.id, grantIds));
  return new Map(rows.map((row) => [row.id, row.remaining]));
}

export interface PointBalance {
  /** Points left in grants that have not expired. */
  remaining: number;
  /** Every point ever consumed from this owner's grants, expired ones included. */
  consumed: number;
  /** The soonest a part of `remaining` expires; null when none of it does. */
  nextExpiry: Date | null;
}

/** An owner's balance, derived from the ledger at `now` (the server's clock). */
export async function pointsBalance(
  db: Db,
  ownerType: PointOwnerType,
  ownerId: string,
  now: Date = new Date(),
): Promise<PointBalance> {
  const grants = await db
    .select({
      amount: pointGrants.amount,
      expiresAt: pointGrants.expiresAt,
      used: usedOfGrant().mapWith(Number),
    })
    .from(pointGrants)
    .where(and(eq(pointGrants.ownerType, ownerType), eq(pointGrants.ownerId, ownerId)));
  const balance: PointBalance = { remaining: 0, consumed: 0, nextExpiry: null };
  for (const grant of grants) {
    balance.consumed += grant.used;
    if (grant.expiresAt !== null && grant.expiresAt <= now) continue;
    const left = grant.amount - grant.used;
    balance.remaining += left;
    if (
      left > 0 &&
      grant.expiresAt &&
      (!balance.nextExpiry || grant.expiresAt < balance.nextExpiry)
    ) {
      balance.nextExpiry = grant.expiresAt;
    }
  }
  return balance;
}

/**
 * How many points the owner was granted from `source` after `since`, spent or expired or not:
 * what a top-up of the month's plan points counts against (billing).
 */
export async function grantedSince(
  db: Db,
  owner: { type: PointOwnerType; id: string },
  source: PointSource,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ granted: sql<number>`coalesce(sum(${pointGrants.amount}), 0)`.mapWith(Number) })
    .from(pointGrants)
    .where(
      and(
        eq(pointGrants.ownerType, owner.type),
        eq(pointGrants.ownerId, owner.id),
        eq(pointGrants.source, source),
        gt(pointGrants.grantedAt, since),
      ),
    );
  return row?.granted ?? 0;
}
