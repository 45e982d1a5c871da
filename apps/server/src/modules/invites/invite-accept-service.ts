import { and, eq } from 'drizzle-orm';
import { STATUS, type InvitePreview } from '@heron/contract';
import { invites } from '../../db/schema/invites.js';
import { AppError } from '../../http/app-error.js';
import {
  type Db,
  decide,
  findProject,
  findProjectMember,
  findTeam,
  findTeamMember,
  joinTeam,
  loadProjectAccess,
  loadTeamAccess,
  nameInTeam,
  type ProjectRow,
  type TeamRow,
  type WorkspaceContext,
} from '../access/index.js';
import { findUserById, type User } from '../auth/index.js';
import { findSigningKey } from '../system/index.js';
import { isValidSignature, parseInviteToken } from './invite-token.js';

/**
 * The landing page's two calls: what an invite offers (anyone holding the token may look) and
 * joining through it (signed in). Every way an invite can fail — unknown, malformed, wrongly
 * signed, expired, reset, deleted, used by someone else, its project in the trash — answers the
 * same INVITE_INVALID, so a token reveals nothing about why it does not work.
 */

type InviteRow = typeof invites.$inferSelect;

interface LiveInvite {
  invite: InviteRow;
  team: TeamRow;
  project: ProjectRow | null;
}

const invalid = () => new AppError('INVITE_INVALID');

async function findInvite(db: Db, token: string, lock: boolean): Promise<InviteRow | undefined> {
  const parsed = parseInviteToken(token);
  if (!parsed) return undefined;
  if (parsed.kind === 'link') {
    const signingKey = await findSigningKey(db);
    if (!signingKey || !isValidSignature(signingKey, parsed.inviteId, parsed.signature)) {
      return undefined;
    }
    const [row] = await db
      .select()
      .from(invites)
      .where(and(eq(invites.id, parsed.inviteId), eq(invites.kind, 'link')));
    return row;
  }
  const query = db
    .select()
    .from(invites)
    .where(and(eq(invites.tokenHash, parsed.tokenHash), eq(invites.kind, 'email')));
  // Locked when accepting: of two people using one email invite at once, one wins.
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Whoever made the invite must still be allowed to make it: an invite speaks for its creator, so
 * it ends when they leave, lose the right (say, become read-only) or the project freezes.
 */
async function creatorMayInvite(ctx: WorkspaceContext, db: Db, invite: InviteRow) {
  const creator = await findUserById(db, invite.createdBy);
  if (!creator || creator.status !== STATUS.enable) return false;
  if (invite.projectId === null) {
    const access = await loadTeamAccess(ctx, db, creator, invite.teamId);
    return decide(access.actor, 'team.invite', { isPersonal: access.team.isPersonal });
  }
  const access = await loadProjectAccess(ctx, db, creator, invite.projectId);
  return decide(access.actor, 'project.invite', access.state);
}

/** The invite the token names while it still works for `caller`, or INVITE_INVALID. */
async function resolveInvite(
  ctx: WorkspaceContext,
  db: Db,
  token: string,
  caller: User | undefined,
  lock = false,
): Promise<LiveInvite> {
  const invite = await findInvite(db, token, lock);
  if (!invite || invite.revokedAt !== null || invite.expiresAt.getTime() <= Date.now()) {
    throw invalid();
  }
  // An email invite works once; the person who used it may come back to it.
  if (invite.acceptedAt !== null && (!caller || invite.acceptedBy !== caller.id)) throw invalid();
  const team = await findTeam(db, invite.teamId);
  if (!team || team.status !== STATUS.enable) throw invalid();
  let project: ProjectRow | null = null;
  if (invite.projectId !== null) {
    const row = await findProject(db, invite.projectId);
    if (!row || row.deletedAt !== null) throw invalid();
    project = row;
  }
  if (!(await creatorMayInvite(ctx, db, invite))) throw invalid();
  return { invite, team, project };
}

async function isMember(db: Db, userId: string, live: LiveInvite): Promise<boolean> {
  if (!(await findTeamMember(db, live.team.id, userId))) return false;
  if (!live.project) return true;
  return (await findProjectMember(db, live.project.id, userId)) !== undefined;
}

/** Who invites to what, for the landing page; no sign-in needed. */
export async function previewInvite(
  ctx: WorkspaceContext,
  token: string,
  caller: User | undefined,
): Promise<InvitePreview> {
  const live = await resolveInvite(ctx, ctx.db, token, caller);
  const { invite, team, project } = live;
  return {
    kind: invite.kind as InvitePreview['kind'],
    inviterName: await nameInTeam(ctx.db, team.id, invite.createdBy),
    teamId: team.id,
    teamName: team.name,
    projectId: project?.id ?? null,
    projectName: project?.name ?? null,
    permission: invite.permission as InvitePreview['permission'],
    expiresAt: invite.expiresAt.toISOString(),
    alreadyMember: caller ? await isMember(ctx.db, caller.id, live) : false,
  };
}

/**
 * Joins the caller to the invite's team (and project) with its permission, all in one
 * transaction: a full seat (READ_WRITE_SEATS_FULL / READ_ONLY_SEATS_FULL) leaves the invite
 * unused. Joining again changes nothing and answers joined: false.
 */
export async function acceptInvite(
  ctx: WorkspaceContext,
  user: User,
  token: string,
): Promise<{ teamId: string; projectId: string | null; joined: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { invite, team, project } = await resolveInvite(ctx, tx, token, user, true);
    const { joined } = await joinTeam(
      tx,
      team,
      { id: user.id, name: user.name },
      { projectId: project?.id, permission: invite.permission },
    );
    if (invite.kind === 'email' && invite.acceptedAt === null) {
      await tx
        .update(invites)
        .set({ acceptedAt: new Date(), acceptedBy: user.id })
        .where(eq(invites.id, invite.id));
    }
    return { teamId: team.id, projectId: project?.id ?? null, joined };
  });
}
