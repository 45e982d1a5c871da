import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TeamMember } from '@heron/contract';
import { teamMembers, users } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';
import { seatsByMember } from '../access/index.js';

/** Team members as the member-management screen shows them. */

// Live projects of the member's team the member is on, for a `team_members` row of the query.
const projectCount = sql<number>`(select count(*) from project_members pm
  join projects p on p.id = pm.project_id
  where p.team_id = ${teamMembers.teamId} and p.deleted_at is null
    and pm.user_id = ${teamMembers.userId})`.mapWith(Number);

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches the team name, the account name or the email, case-insensitively. */
export function memberSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(teamMembers.name, pattern),
    ilike(users.name, pattern),
    ilike(users.email, pattern),
  );
}

export interface MemberQuery {
  where?: SQL | undefined;
  limit?: number;
  offset?: number;
}

/** Members of the team matching `where`, admins first, then in the order they joined. */
export async function selectMembers(
  db: Db,
  teamId: string,
  query: MemberQuery = {},
): Promise<TeamMember[]> {
  const base = db
    .select({
      userId: teamMembers.userId,
      name: teamMembers.name,
      accountName: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      isAdmin: teamMembers.isAdmin,
      projectCount,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), query.where))
    .orderBy(desc(teamMembers.isAdmin), asc(teamMembers.createdAt), asc(teamMembers.userId));
  const rows =
    query.limit === undefined
      ? await base
      : await base.limit(query.limit).offset(query.offset ?? 0);
  const seats = rows.length > 0 ? await seatsByMember(db, teamId) : new Map();
  return rows.map((row) => ({
    ...row,
    seat: seats.get(row.userId) ?? 'readOnly',
    joinedAt: row.joinedAt.toISOString(),
  }));
}

export async function countMembers(db: Db, teamId: string, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), where));
  return row?.value ?? 0;
}

/** One member of the team, or undefined when the person is not on it. */
export async function selectMember(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamMember | undefined> {
  const [member] = await selectMembers(db, teamId, { where: eq(teamMembers.userId, userId) });
  return member;
}
