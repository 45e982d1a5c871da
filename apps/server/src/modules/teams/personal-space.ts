import type { TeamDetail } from '@heron/contract';
import type { Database } from '../../db/client.js';
import type { User } from '../auth/index.js';
import {
  buildTeamDetail,
  ensurePersonalTeam,
  loadTeamAccess,
  type TeamRow,
  type WorkspaceContext,
} from '../access/index.js';

/**
 * The personal space (docs/decisions.md 21): a team of one, flagged personal, made the first time
 * it is asked for (the access module keeps the row and settles two first requests at once).
 */
export async function ensurePersonalSpace(db: Database, user: User): Promise<TeamRow> {
  return ensurePersonalTeam(db, user);
}

/** The caller's personal space, made on first use. */
export async function getPersonalSpace(ctx: WorkspaceContext, user: User): Promise<TeamDetail> {
  const team = await ensurePersonalSpace(ctx.db, user);
  return buildTeamDetail(ctx.db, await loadTeamAccess(ctx, ctx.db, user, team.id));
}
