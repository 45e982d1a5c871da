import { and, eq } from 'drizzle-orm';
import { PERMISSION_LEVEL } from '@heron/contract';
import { projectMembers, teamMembers } from '../../db/schema/access.js';
import type { Db, TeamRow } from './access-service.js';
import { ensureSeat, lockTeam, seatNeededFor } from './seats.js';

export interface Grant {
  /** The project to join as well as the team; undefined to join the team only. */
  projectId?: string | undefined;
  /** Spec §3: default 0 (team only), read 1, write 2. */
  permission: number;
}

/**
 * Puts a person on a team (under their account name) and, with a project grant, on that project.
 * Joining what one is already on changes nothing (no duplicate, no silent up- or downgrade), and
 * a seat is taken only when one is needed and free. Run it inside a transaction.
 */
export async function joinTeam(
  tx: Db,
  team: TeamRow,
  person: { id: string; name: string },
  grant: Grant,
): Promise<{ joined: boolean }> {
  await lockTeam(tx, team.id);
  const [teamMember] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, person.id)));
  const projectMember = grant.projectId
    ? (
        await tx
          .select({ userId: projectMembers.userId })
          .from(projectMembers)
          .where(
            and(
              eq(projectMembers.projectId, grant.projectId),
              eq(projectMembers.userId, person.id),
            ),
          )
      )[0]
    : undefined;
  const needsTeam = !teamMember;
  const needsProject = grant.projectId !== undefined && !projectMember;
  if (!needsTeam && !needsProject) return { joined: false };

  const permission = needsProject ? grant.permission : PERMISSION_LEVEL.default;
  await ensureSeat(tx, team, person.id, seatNeededFor(permission));
  if (needsTeam) {
    await tx
      .insert(teamMembers)
      .values({ teamId: team.id, userId: person.id, name: person.name, isAdmin: false })
      .onConflictDoNothing();
  }
  if (needsProject && grant.projectId) {
    await tx
      .insert(projectMembers)
      .values({ projectId: grant.projectId, userId: person.id, permission, isAdmin: false })
      .onConflictDoNothing();
  }
  return { joined: true };
}
