import { and, eq, sql } from 'drizzle-orm';
import type { TeamDetail } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { teamMembers, teams } from '../../db/schema/index.js';
import type { User } from '../auth/index.js';
import { loadTeamAccess, type TeamRow, type WorkspaceContext } from '../access/index.js';
import { buildTeamDetail } from './team-view.js';

/**
 * The personal space (docs/decisions.md 21): a team row flagged personal, owned by one person,
 * named after them, with them as its only member and admin. It is made the first time it is
 * asked for; the unique index on the owner makes two first requests at once agree on one row.
 */
export async function ensurePersonalSpace(db: Database, user: User): Promise<TeamRow> {
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

/** The caller's personal space, made on first use. */
export async function getPersonalSpace(ctx: WorkspaceContext, user: User): Promise<TeamDetail> {
  const team = await ensurePersonalSpace(ctx.db, user);
  return buildTeamDetail(ctx.db, await loadTeamAccess(ctx, ctx.db, user, team.id));
}
