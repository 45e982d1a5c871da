import { eq } from 'drizzle-orm';
import { INVITE, type Language, type sendEmailInvitesBody } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Config } from '../../config.js';
import { invites } from '../../db/schema/invites.js';
import { requireProject, type WorkspaceContext } from '../access/index.js';
import { randomToken, sha256 } from '../auth/index.js';
import type { User } from '../auth/index.js';
import { inviteMessage } from './invite-messages.js';
import { inviteUrl } from './invite-token.js';

/**
 * Email invites (spec §5): to a project the inviter may edit, up to 50 addresses a send, one
 * invite and one mail per distinct address, each valid 24 hours and usable once.
 */

export interface EmailInviteDeps {
  workspace: WorkspaceContext;
  messenger: Messenger;
  config: Pick<Config, 'publicUrl'>;
  /** Where a mail that could not be delivered is reported. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function sendEmailInvites(
  { workspace, messenger, config, log }: EmailInviteDeps,
  user: User,
  body: z.output<typeof sendEmailInvitesBody>,
  language: Language | undefined,
): Promise<{ sent: number; expiresAt: string }> {
  const { db } = workspace;
  // The contract lower-cases addresses, so `A@x.org` and `a@x.org` are one person, one mail.
  const emails = [...new Set(body.emails)];
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITE.emailValidityMs);

  // Every invite row or none; the mails go out only after the rows are committed, so no mail
  // ever carries a token the database does not know.
  const { mails, facts } = await db.transaction(async (tx) => {
    const access = await requireProject(workspace, tx, user, body.projectId, 'project.invite');
    const tokens = emails.map((email) => ({ email, token: randomToken() }));
    const rows = await tx
      .insert(invites)
      .values(
        tokens.map(({ email, token }) => ({
          kind: 'email',
          teamId: access.team.id,
          projectId: access.project.id,
          permission: body.permission,
          email,
          tokenHash: sha256(token),
          createdBy: user.id,
          createdAt: now,
          expiresAt,
        })),
      )
      .returning({ id: invites.id, email: invites.email });
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    return {
      mails: tokens.map(({ email, token }) => ({ id: idOf.get(email)!, email, token })),
      facts: {
        inviterName: access.teamMembership?.name ?? user.name,
        teamName: access.team.name,
        projectName: access.project.name,
      },
    };
  });

  let sent = 0;
  let failure: unknown;
  for (const mail of mails) {
    try {
      await messenger.sendEmail({
        to: mail.email,
        ...inviteMessage(language, {
          ...facts,
          permission: body.permission,
          link: inviteUrl(config.publicUrl, mail.token),
        }),
      });
      sent += 1;
    } catch (error) {
      // Not delivered: the invite is ended, so a token nobody received can never be used.
      failure ??= error;
      log.warn({ err: error, inviteId: mail.id }, 'could not send an email invite');
      await db.update(invites).set({ revokedAt: new Date() }).where(eq(invites.id, mail.id));
    }
  }
  // Some delivered: report how many. None delivered: the person must learn that it failed.
  if (sent === 0 && failure !== undefined) throw failure;
  return { sent, expiresAt: expiresAt.toISOString() };
}
