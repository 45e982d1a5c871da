import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TeamMember } from '@heron/contract';
import { teamMembers } from '../../db/schema/access.js';
import { accountProfiles } from '../auth/index.js';
import type { Db } from './access-service.js';
import { seatsByMember } from './seats.js';

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

type Profiles = ReturnType<typeof accountProfiles>;

/** Matches the team name, the account name or the email, case-insensitively. */
function memberSearch(profiles: Profiles, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(teamMembers.name, pattern),
    ilike(profiles.name, pattern),
    ilike(profiles.email, pattern),
  );
}

export interface MemberQuery {
  /** Text the team name, account name or email contains. */
  q?: string | undefined;
  /** Only this member. */
  userId?: string;
  limit?: number;
  offset?: number;
}

/** Members of the team matching the query, admins first, then in the order they joined. */
export async function selectMembers(
  db: Db,
  teamId: string,
  query: MemberQuery = {},
): Promise<TeamMember[]> {
  const profiles = accountProfiles();
  const base = db
    .select({
      userId: teamMembers.userId,
      name: teamMembers.name,
      accountName: profiles.name,
      email: profiles.email,
      avatarUrl: profiles.avatarUrl,
      isAdmin: teamMembers.isAdmin,
      projectCount,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        memberSearch(profiles, query.q),
        query.userId === undefined ? undefined : eq(teamMembers.userId, query.userId),
      ),
    )
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

/** How many members of the team match the search text (all of them without one). */
export async function countMembers(db: Db, teamId: string, q?: string): Promise<number> {
  const profiles = accountProfiles();
  const [row] = await db
    .select({ value: count() })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), memberSearch(profiles, q)));
  return row?.value ?? 0;
}

/** One member of the team, or undefined when the person is not on it. */
export async function selectMember(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamMember | undefined> {
  const [member] = await selectMembers(db, teamId, { userId });
  return member;
}
