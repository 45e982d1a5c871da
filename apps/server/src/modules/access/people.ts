import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { personRefSchema } from '@heron/contract';
import { qualified } from '../../db/qualified.js';
import { teamMembers } from '../../db/schema/access.js';
import { accountNameOf, accountProfiles } from '../auth/index.js';
import type { Db } from './access-service.js';

/**
 * People as a team knows them: under their name in the team, or their account name once they
 * have left it (an author or a deleter who left).
 */

export type PersonRef = z.infer<typeof personRefSchema>;

/** The people named by an answer (authors, creators, deleters), each read once. */
export async function loadPeople(
  db: Db,
  teamId: string,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const profiles = accountProfiles();
  const rows = await db
    .select({
      id: profiles.id,
      name: sql<string>`coalesce(${teamMembers.name}, ${profiles.name})`,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, profiles.id)))
    .where(inArray(profiles.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The person with this id, or null (no one, or an account since removed). */
export function personOf(people: Map<string, PersonRef>, id: string | null): PersonRef | null {
  return id === null ? null : (people.get(id) ?? null);
}

/** The name a person goes by in a team: their per-team name, else their account name. */
export async function nameInTeam(db: Db, teamId: string, userId: string): Promise<string> {
  const profiles = accountProfiles();
  const [row] = await db
    .select({ accountName: profiles.name, teamName: teamMembers.name })
    .from(profiles)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, profiles.id)))
    .where(eq(profiles.id, userId));
  return row?.teamName ?? row?.accountName ?? '';
}

/**
 * The name the user a column holds goes by in the team another column holds (their account
 * name when they are not on it; null for no user), for a list of the caller's rows.
 */
export function memberNameOf(teamId: AnyColumn, userId: AnyColumn): SQL<string | null> {
  return qualified(sql<string | null>`coalesce(
    (select ${teamMembers.name} from ${teamMembers}
      where ${teamMembers.teamId} = ${teamId} and ${teamMembers.userId} = ${userId}),
    ${accountNameOf(userId)})`);
}
