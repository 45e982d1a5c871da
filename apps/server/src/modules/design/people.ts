import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { personRefSchema } from '@heron/contract';
import { teamMembers, users } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';

export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * The people named by design answers (authors, creators, deleters), each read once: under their
 * name in the project's team, or their account name once they have left it.
 */
export async function loadPeople(
  db: Db,
  teamId: string,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${teamMembers.name}, ${users.name})`,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, users.id)))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The person with this id, or null (no one, or an account since removed). */
export function personOf(people: Map<string, PersonRef>, id: string | null): PersonRef | null {
  return id === null ? null : (people.get(id) ?? null);
}
