import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInviteBody,
  acceptInviteResponse,
  createInviteLinkBody,
  inviteLinkParams,
  inviteLinkQuery,
  inviteLinkResponse,
  inviteLinkSchema,
  invitePreviewQuery,
  invitePreviewSchema,
  sendEmailInvitesBody,
  sendEmailInvitesResponse,
} from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Config } from '../../config.js';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/request-language.js';
import type { WorkspaceContext } from '../access/index.js';
import { sendEmailInvites } from './email-invite-service.js';
import { acceptInvite, previewInvite } from './invite-accept-service.js';
import { createInviteLink, deleteInviteLink, getInviteLink } from './invite-link-service.js';

const tags = ['invites'];

/** Link and email invites, and the landing page's preview and accept (spec §3–§5). */
export async function inviteRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext; messenger: Messenger; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { workspace, messenger, config } = opts;
  const linkDeps = { workspace, config };

  api.get(
    '/api/v1/invite-links',
    {
      schema: {
        operationId: 'getInviteLink',
        summary: 'The valid invite link of a team (no projectId) or project, or null',
        tags,
        querystring: inviteLinkQuery,
        response: { 200: inviteLinkResponse, ...errorResponses },
      },
    },
    async (request) => ({
      link: await getInviteLink(linkDeps, await request.requireUser(), request.query),
    }),
  );

  api.post(
    '/api/v1/invite-links',
    {
      schema: {
        operationId: 'createInviteLink',
        summary: 'Make a new invite link (7 days); earlier links of the same scope stop working',
        tags,
        body: createInviteLinkBody,
        response: { 201: inviteLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await createInviteLink(linkDeps, await request.requireUser(), request.body);
      return reply.status(201).send(link);
    },
  );

  api.delete(
    '/api/v1/invite-links/:inviteId',
    {
      schema: {
        operationId: 'deleteInviteLink',
        summary: 'End an invite link at once',
        tags,
        params: inviteLinkParams,
        response: { 204: z.undefined().describe('Done'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteInviteLink(linkDeps, await request.requireUser(), request.params.inviteId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/invites/email',
    {
      schema: {
        operationId: 'sendEmailInvites',
        summary: 'Invite up to 50 addresses to a project by email (24 hours, single use)',
        tags,
        body: sendEmailInvitesBody,
        response: { 200: sendEmailInvitesResponse, ...errorResponses },
      },
    },
    async (request) =>
      sendEmailInvites(
        { workspace, messenger, config, log: request.log },
        await request.requireUser(),
        request.body,
        requestLanguage(request),
      ),
  );

  api.get(
    '/api/v1/invites/preview',
    {
      schema: {
        operationId: 'previewInvite',
        summary: 'Who invites to what (no sign-in needed); 410 INVITE_INVALID when it ended',
        tags,
        querystring: invitePreviewQuery,
        response: { 200: invitePreviewSchema, ...errorResponses },
      },
    },
    async (request) => previewInvite(workspace, request.query.token, await request.currentUser()),
  );

  api.post(
    '/api/v1/invites/accept',
    {
      schema: {
        operationId: 'acceptInvite',
        summary: 'Join the team (and project) of an invite; joining twice changes nothing',
        tags,
        body: acceptInviteBody,
        response: { 200: acceptInviteResponse, ...errorResponses },
      },
    },
    async (request) => acceptInvite(workspace, await request.requireUser(), request.body.token),
  );
}
