import type { FastifyInstance } from 'fastify';
import {
  getInviteLinkRoute,
  createInviteLinkRoute,
  deleteInviteLinkRoute,
  sendEmailInvitesRoute,
  previewInviteRoute,
  acceptInviteRoute,
} from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Config } from '../../config.js';
import { requestLanguage } from '../../http/request-language.js';
import type { WorkspaceContext } from '../access/index.js';
import { sendEmailInvites } from './email-invite-service.js';
import { acceptInvite, previewInvite } from './invite-accept-service.js';
import { createInviteLink, deleteInviteLink, getInviteLink } from './invite-link-service.js';
import { serve } from '../../http/serve-route.js';

/** Link and email invites, and the landing page's preview and accept (spec §3–§5). */
export async function inviteRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext; messenger: Messenger; config: Config },
) {
  const { workspace, messenger, config } = opts;
  const linkDeps = { workspace, config };

  serve(app, getInviteLinkRoute, async (request) => ({
    link: await getInviteLink(linkDeps, await request.requireUser(), request.query),
  }));

  serve(app, createInviteLinkRoute, async (request, reply) => {
    const link = await createInviteLink(linkDeps, await request.requireUser(), request.body);
    return reply.status(201).send(link);
  });

  serve(app, deleteInviteLinkRoute, async (request, reply) => {
    await deleteInviteLink(linkDeps, await request.requireUser(), request.params.inviteId);
    return reply.status(204).send();
  });

  serve(app, sendEmailInvitesRoute, async (request) =>
    sendEmailInvites(
      { workspace, messenger, config, log: request.log },
      await request.requireUser(),
      request.body,
      requestLanguage(request),
    ),
  );

  serve(app, previewInviteRoute, async (request) =>
    previewInvite(workspace, request.query.token, await request.currentUser()),
  );

  serve(app, acceptInviteRoute, async (request) =>
    acceptInvite(workspace, await request.requireUser(), request.body.token),
  );
}
