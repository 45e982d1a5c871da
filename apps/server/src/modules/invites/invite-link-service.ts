import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITE,
  type createInviteLinkBody,
  type InviteLink,
  type inviteLinkQuery,
} from '@heron/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { invites } from '../../db/schema/invites.js';
import { AppError } from '../../http/app-error.js';
import { lockTeam, nameInTeam, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { getSigningKey } from '../system/index.js';
import { requireInviteScope } from './invite-scope.js';
import { inviteUrl, linkToken } from './invite-token.js';

/**
 * Link invites (spec §3, §4): one valid link per team (team only) or per project, shared by
 * anyone who has it for 7 days. Making a new one is the reset: every earlier link of the same
 * scope stops working. Deleting one ends it at once.
 */

export interface InviteLinkDeps {
  workspace: WorkspaceContext;
  config: Pick<Config, 'publicUrl'>;
}

type InviteRow = typeof invites.$inferSelect;

function sameScope(teamId: string, projectId: string | undefined) {
  return and(
    eq(invites.kind, 'link'),
    eq(invites.teamId, teamId),
    projectId === undefined ? isNull(invites.projectId) : eq(invites.projectId, projectId),
  );
}

function toInviteLink(
  row: InviteRow,
  creatorName: string,
  signingKey: string,
  publicUrl: string,
): InviteLink {
  return {
    id: row.id,
    teamId: row.teamId,
    projectId: row.projectId,
    url: inviteUrl(publicUrl, linkToken(signingKey, row.id)),
    permission: row.permission as InviteLink['permission'],
    creator: { id: row.createdBy, name: creatorName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The valid link of the scope, or null; seeing it needs the right to make one. */
export async function getInviteLink(
  { workspace, config }: InviteLinkDeps,
  user: User,
  query: z.output<typeof inviteLinkQuery>,
): Promise<InviteLink | null> {
  const { db } = workspace;
  await requireInviteScope(workspace, db, user, query.teamId, query.projectId);
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(
        sameScope(query.teamId, query.projectId),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(1);
  if (!row) return null;
  const creatorName = await nameInTeam(db, row.teamId, row.createdBy);
  return toInviteLink(row, creatorName, await getSigningKey(db), config.publicUrl);
}

/** Makes a new link for the scope and, in the same transaction, ends every earlier one. */
export async function createInviteLink(
  { workspace, config }: InviteLinkDeps,
  user: User,
  body: z.output<typeof createInviteLinkBody>,
): Promise<InviteLink> {
  const { db } = workspace;
  const signingKey = await getSigningKey(db);
  const now = new Date();
  const { row, creatorName } = await db.transaction(async (tx) => {
    const scope = await requireInviteScope(workspace, tx, user, body.teamId, body.projectId);
    // Two resets at once must not leave two valid links: they take turns on the team's row.
    await lockTeam(tx, scope.team.id);
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(and(sameScope(body.teamId, body.projectId), isNull(invites.revokedAt)));
    const [created] = await tx
      .insert(invites)
      .values({
        kind: 'link',
        teamId: scope.team.id,
        projectId: scope.project?.id ?? null,
        permission: body.permission,
        createdBy: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE.linkValidityMs),
      })
      .returning();
    return { row: created!, creatorName: scope.membership?.name ?? user.name };
  });
  return toInviteLink(row, creatorName, signingKey, config.publicUrl);
}

/** Ends a link at once (needs the right to make it); ending an ended link changes nothing. */
export async function deleteInviteLink(
  { workspace }: InviteLinkDeps,
  user: User,
  inviteId: string,
): Promise<void> {
  const { db } = workspace;
  const [row] = await db
    .select({ teamId: invites.teamId, projectId: invites.projectId })
    .from(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.kind, 'link')));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such invite link.' });
  await requireInviteScope(workspace, db, user, row.teamId, row.projectId ?? undefined);
  await db
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(and(eq(invites.id, inviteId), isNull(invites.revokedAt)));
}
