import { and, eq, gt, isNotNull, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { teamMembers, teams } from '../../db/schema/access.js';
import type { User } from '../auth/index.js';
import type { Db, TeamRow } from './access-service.js';

/**
 * Team rows for the modules that make and change teams (teams, billing, admin): `teams` is the
 * access module's table, so they write it through these functions, inside their own
 * transactions where they pass one.
 */

/** The team, or undefined when there is none. */
export async function findTeam(db: Db, teamId: string): Promise<TeamRow | undefined> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  return team;
}

/** A new shared team with its first admin; answers its id. */
export async function insertTeam(
  tx: Db,
  values: { name: string; description: string; plan: string; createdBy: string },
  admin: { userId: string; name: string },
): Promise<string> {
  const [team] = await tx.insert(teams).values(values).returning({ id: teams.id });
  await tx
    .insert(teamMembers)
    .values({ teamId: team!.id, userId: admin.userId, name: admin.name, isAdmin: true });
  return team!.id;
}

/** Changes the team's name or description; fields left out keep their value. */
export async function updateTeamInfo(
  tx: Db,
  teamId: string,
  values: { name?: string | undefined; description?: string | undefined },
): Promise<void> {
  await tx
    .update(teams)
    .set({
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.description === undefined ? {} : { description: values.description }),
      updatedAt: new Date(),
    })
    .where(eq(teams.id, teamId));
}

/** Deletes the team; its projects, their members, its members and invites go with it (cascade). */
export async function deleteTeamRow(tx: Db, teamId: string): Promise<void> {
  await tx.delete(teams).where(eq(teams.id, teamId));
}

/** What a plan change sets on a team; fields left out keep their value. */
export interface TeamPlanChange {
  plan?: string;
  planExpiresAt?: Date | null;
  boughtReadWriteSeats?: number;
  boughtReadOnlySeats?: number;
  boughtProjectSeats?: number;
  /** When the change happened (a payment's time); now by default. */
  updatedAt?: Date;
}

/** Writes a plan change (a payment's or an operator's); false when there is no such team. */
export async function updateTeamPlan(
  tx: Db,
  teamId: string,
  change: TeamPlanChange,
): Promise<boolean> {
  const rows = await tx
    .update(teams)
    .set({ ...change, updatedAt: change.updatedAt ?? new Date() })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  return rows.length > 0;
}

/**
 * The person's personal space (docs/decisions.md 21): a team row flagged personal, owned by one
 * person, named after them, with them as its only member and admin. It is made the first time it
 * is asked for; the unique index on the owner makes two first requests at once agree on one row.
 */
export async function ensurePersonalTeam(db: Database, user: User): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(teams)
      .values({ name: user.name, isPersonal: true, ownerId: user.id, createdBy: user.id })
      .onConflictDoNothing({ target: teams.ownerId, where: sql`${teams.isPersonal}` });
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.ownerId, user.id), eq(teams.isPersonal, true)));
    // The row exists now: this transaction inserted it, or a committed one had.
    await tx
      .insert(teamMembers)
      .values({ teamId: team!.id, userId: user.id, name: user.name, isAdmin: true })
      .onConflictDoNothing();
    return team!;
  });
}

/** The name of the team a column of the caller's query holds (null for none), for its lists. */
export function teamNameOf(teamId: AnyColumn): SQL<string | null> {
  return qualified(
    sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${teamId})`,
  );
}

/**
 * True for a team (the one a column of the caller's query holds) on a paid plan that ends after
 * `from` and no later than `to`: the plans to renew.
 */
export function planEndsWithin(teamId: AnyColumn, from: Date, to: Date): SQL {
  return sql`exists (select 1 from ${teams} where ${and(
    eq(teams.id, teamId),
    ne(teams.plan, 'starter'),
    isNotNull(teams.planExpiresAt),
    gt(teams.planExpiresAt, from),
    lte(teams.planExpiresAt, to),
  )})`;
}
