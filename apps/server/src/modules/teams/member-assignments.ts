import { PERMISSION_LEVEL, type ProjectPermission } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  type Db,
  deleteProjectMemberships,
  ensureSeat,
  frozenProjectIds,
  listAssignmentRows,
  lockTeam,
  projectsWithOtherAdmins,
  requireTeam,
  seatNeededFor,
  upsertProjectMember,
  type WorkspaceContext,
} from '../access/index.js';
import { requireMember } from './team-member-service.js';

/**
 * The project-assignment view (spec §6): every live project of a team beside one member's place
 * in it. A team admin rewrites the member's projects in one go; the member may look at theirs.
 */

export interface Assignment {
  projectId: string;
  projectName: string;
  permission: ProjectPermission | null;
  isAdmin: boolean;
}

export interface AssignmentInput {
  projectId: string;
  permission: ProjectPermission;
  isAdmin: boolean;
}

async function selectAssignments(tx: Db, teamId: string, userId: string): Promise<Assignment[]> {
  const rows = await listAssignmentRows(tx, teamId, userId);
  return rows.map((row) => ({
    projectId: row.projectId,
    projectName: row.projectName,
    permission: row.permission as ProjectPermission | null,
    isAdmin: row.isAdmin === true,
  }));
}

export async function getMemberAssignments(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  userId: string,
): Promise<Assignment[]> {
  const action = userId === user.id ? 'team.members.view' : 'team.members.manage';
  await requireTeam(ctx, ctx.db, user, teamId, action);
  await requireMember(ctx.db, teamId, userId);
  return selectAssignments(ctx.db, teamId, userId);
}

/**
 * Makes `assignments` the member's projects in the team: projects left out are taken from them,
 * the others set to the given permission and admin flag, atomically. Every project must be a
 * live project of the team (NOT_FOUND otherwise, nothing changed); an admin is stored as a writer. A project that would lose its
 * last admin refuses with LAST_ADMIN, a personal project with PERSONAL_ADMIN_REQUIRED, a frozen
 * one with PROJECT_FROZEN, and a role that needs a read-write seat the plan has no room for with
 * READ_WRITE_SEATS_FULL.
 */
export async function setMemberAssignments(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  userId: string,
  assignments: readonly AssignmentInput[],
): Promise<Assignment[]> {
  return ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const { team } = await requireTeam(ctx, tx, user, teamId, 'team.members.manage');
    const member = await requireMember(tx, teamId, userId);

    const current = new Map(
      (await selectAssignments(tx, teamId, userId)).map((row) => [row.projectId, row]),
    );
    // A project admin always writes (as on the project-members screen).
    const wanted = new Map(
      assignments.map((row) => [
        row.projectId,
        { ...row, permission: row.isAdmin ? PERMISSION_LEVEL.write : row.permission },
      ]),
    );
    for (const projectId of wanted.keys()) {
      if (!current.has(projectId)) {
        throw new AppError('NOT_FOUND', { detail: 'No such live project in this team.' });
      }
    }

    const changed = [...current.values()].filter((now) => {
      const next = wanted.get(now.projectId);
      if (!next) return now.permission !== null;
      return now.permission !== next.permission || now.isAdmin !== next.isAdmin;
    });
    if (changed.length === 0) return [...current.values()];

    const frozen = await frozenProjectIds(tx, team);
    if (changed.some((row) => frozen.has(row.projectId))) throw new AppError('PROJECT_FROZEN');

    const losingAdmin = changed
      .filter((row) => row.isAdmin && wanted.get(row.projectId)?.isAdmin !== true)
      .map((row) => row.projectId);
    if (losingAdmin.length > 0) {
      // Personal projects: the owner is always their admin (spec §4).
      if (team.isPersonal) throw new AppError('PERSONAL_ADMIN_REQUIRED');
      const stillAdministered = await projectsWithOtherAdmins(tx, losingAdmin, userId);
      if (stillAdministered.length < losingAdmin.length) {
        throw new AppError('LAST_ADMIN', { detail: 'A project would have no project admin left.' });
      }
    }

    const needsWrite =
      member.isAdmin ||
      assignments.some((row) => seatNeededFor(row.permission, row.isAdmin) === 'readWrite');
    if (needsWrite) await ensureSeat(tx, team, userId, 'readWrite');

    const dropped = changed.filter((row) => !wanted.has(row.projectId)).map((row) => row.projectId);
    if (dropped.length > 0) {
      await deleteProjectMemberships(tx, userId, dropped);
    }
    for (const row of changed) {
      const next = wanted.get(row.projectId);
      if (!next) continue;
      await upsertProjectMember(tx, {
        projectId: row.projectId,
        userId,
        permission: next.permission,
        isAdmin: next.isAdmin,
      });
    }
    return selectAssignments(tx, teamId, userId);
  });
}
