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
} from '../routes/invites.js';
import { defineRoute } from './define-route.js';

export const getInviteLinkRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/invite-links',
  operationId: 'getInviteLink',
  summary: 'The valid invite link of a team (no projectId) or project, or null',
  tags: ['invites'],
  query: inviteLinkQuery,
  responses: { 200: inviteLinkResponse },
});

export const createInviteLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/invite-links',
  operationId: 'createInviteLink',
  summary: 'Make a new invite link (7 days); earlier links of the same scope stop working',
  tags: ['invites'],
  body: createInviteLinkBody,
  responses: { 201: inviteLinkSchema },
});

export const deleteInviteLinkRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/invite-links/:inviteId',
  operationId: 'deleteInviteLink',
  summary: 'End an invite link at once',
  tags: ['invites'],
  params: inviteLinkParams,
  responses: { 204: z.undefined().describe('Done') },
});

export const sendEmailInvitesRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/invites/email',
  operationId: 'sendEmailInvites',
  summary: 'Invite up to 50 addresses to a project by email (24 hours, single use)',
  tags: ['invites'],
  body: sendEmailInvitesBody,
  responses: { 200: sendEmailInvitesResponse },
});

export const previewInviteRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/invites/preview',
  operationId: 'previewInvite',
  summary: 'Who invites to what (no sign-in needed); 410 INVITE_INVALID when it ended',
  tags: ['invites'],
  query: invitePreviewQuery,
  responses: { 200: invitePreviewSchema },
});

export const acceptInviteRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/invites/accept',
  operationId: 'acceptInvite',
  summary: 'Join the team (and project) of an invite; joining twice changes nothing',
  tags: ['invites'],
  body: acceptInviteBody,
  responses: { 200: acceptInviteResponse },
});
