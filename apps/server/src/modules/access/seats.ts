import { and, eq, sql } from 'drizzle-orm';
import { fitsLimit, PERMISSION_LEVEL, type SeatKind } from '@heron/contract';
import { teamMembers, teams } from '../../db/schema/access.js';
import { AppError } from '../../http/app-error.js';
import { planOf, type Db, type TeamRow } from './access-service.js';

/**
 * Workstations (spec §4, §6). Seats are not stored: a member holds a read-write seat while they
 * are a team admin, or an admin or writer of any live project of the team, and a read-only seat
 * otherwise. Deriving them means a seat can never be counted twice or leak when someone leaves.
 * Every change that could take a seat first locks the team's row, so two changes at once cannot
 * both take the last seat.
 */

/** Serialises seat-taking changes of one team until the surrounding transaction ends. */
export async function lockTeam(tx: Db, teamId: string): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

// True for a team_members row whose holder writes somewhere in the team (or administers it).
// Plain SQL names on purpose: in a select list drizzle drops the table from column references,
// and an unqualified `user_id` inside the subquery would bind to project_members.
const writesSomewhere = sql<boolean>`(team_members.is_admin or exists (
  select 1 from project_members pm
  join projects p on p.id = pm.project_id
  where p.team_id = team_members.team_id and p.deleted_at is null
    and pm.user_id = team_members.user_id
    and (pm.permission = ${PERMISSION_LEVEL.write} or pm.is_admin)
))`;

export interface SeatUsage {
  readWrite: number;
  readOnly: number;
}

export async function seatUsage(db: Db, teamId: string): Promise<SeatUsage> {
  const [row] = await db
    .select({
      readWrite: sql<number>`count(*) filter (where ${writesSomewhere})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  const readWrite = row?.readWrite ?? 0;
  return { readWrite, readOnly: (row?.all ?? 0) - readWrite };
}

/** The seat each member of the team holds now. */
export async function seatsByMember(db: Db, teamId: string): Promise<Map<string, SeatKind>> {
  const rows = await db
    .select({ userId: teamMembers.userId, writes: writesSomewhere })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return new Map(rows.map((row) => [row.userId, row.writes ? 'readWrite' : 'readOnly']));
}

/** The seat one person holds in the team, or null when they are not a member. */
export async function seatOf(db: Db, teamId: string, userId: string): Promise<SeatKind | null> {
  const [row] = await db
    .select({ writes: writesSomewhere })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) return null;
  return row.writes ? 'readWrite' : 'readOnly';
}

/**
 * Refuses with READ_WRITE_SEATS_FULL / READ_ONLY_SEATS_FULL when `userId` would need a seat of
 * kind `needed` that the team's plan has no room for. Holding a read-write seat covers read-only
 * work. Call it after `lockTeam` in the same transaction as the change.
 */
export async function ensureSeat(
  tx: Db,
  team: TeamRow,
  userId: string,
  needed: SeatKind,
): Promise<void> {
  const current = await seatOf(tx, team.id, userId);
  if (current === 'readWrite' || current === needed) return;
  const usage = await seatUsage(tx, team.id);
  const limits = planOf(team);
  if (needed === 'readWrite' && !fitsLimit(limits.readWriteSeats, usage.readWrite)) {
    throw new AppError('READ_WRITE_SEATS_FULL');
  }
  if (needed === 'readOnly' && !fitsLimit(limits.readOnlySeats, usage.readOnly)) {
    throw new AppError('READ_ONLY_SEATS_FULL');
  }
}

/** The seat a project role needs: writing or administering takes a read-write seat. */
export function seatNeededFor(permission: number, isAdmin = false): SeatKind {
  return permission === PERMISSION_LEVEL.write || isAdmin ? 'readWrite' : 'readOnly';
}
