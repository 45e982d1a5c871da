import { z } from 'zod';
import { INVITE, PERMISSION_LEVEL } from '../constants.js';
import { emailSchema } from './auth.js';
import { idSchema, projectPermissionSchema, WORKSPACE_VALIDATION } from './workspace-common.js';

/**
 * Invites (spec §3–§5, §9): a link anyone may open for 7 days until it is reset or deleted, and
 * email invites to a project, valid 24 hours each. `/user/invite?token=…` is where both land.
 */

/** What an invite grants: team membership only (0), or a project with read (1) or write (2). */
export const invitePermissionSchema = z.union([
  z.literal(PERMISSION_LEVEL.default),
  z.literal(PERMISSION_LEVEL.read),
  z.literal(PERMISSION_LEVEL.write),
]);

export const inviteLinkSchema = z
  .object({
    id: z.uuid(),
    teamId: z.uuid(),
    projectId: z.uuid().nullable(),
    /** The address to share: `/user/invite?token=…` on this site. */
    url: z.string(),
    permission: invitePermissionSchema,
    creator: z.object({ id: z.uuid(), name: z.string() }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** The valid link of a team (projectId absent) or of one of its projects. */
export const inviteLinkQuery = z.object({
  teamId: idSchema,
  projectId: idSchema.optional(),
});

export const inviteLinkResponse = z
  .object({ link: inviteLinkSchema.nullable() })
  .meta({ id: 'InviteLinkResponse' });

/** Makes a new link; every earlier link of the same team or project stops working (a reset). */
export const createInviteLinkBody = z
  .object({
    teamId: idSchema,
    projectId: idSchema.optional(),
    permission: invitePermissionSchema,
  })
  .refine((body) => (body.projectId === undefined) === (body.permission === 0), {
    error: 'A team link grants permission 0; a project link grants 1 (read) or 2 (write)',
    path: ['permission'],
  });

export const inviteLinkParams = z.object({ inviteId: idSchema });

export const sendEmailInvitesBody = z.object({
  /** Spec §5: a project must be chosen, one the inviter may edit. */
  projectId: z.uuid({ error: WORKSPACE_VALIDATION.projectRequired }),
  permission: projectPermissionSchema,
  emails: z
    .array(emailSchema)
    .min(1, { error: WORKSPACE_VALIDATION.inviteEmailsRequired })
    .max(INVITE.maxEmailsPerSend, { error: WORKSPACE_VALIDATION.inviteEmailsMax }),
});

export const sendEmailInvitesResponse = z
  .object({
    /** Addresses an invite was sent to (each address once, however often it was given). */
    sent: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'EmailInvitesSent' });

export const inviteTokenSchema = z.string().trim().min(1).max(300);
export const invitePreviewQuery = z.object({ token: inviteTokenSchema });
export const acceptInviteBody = z.object({ token: inviteTokenSchema });

/** What the landing page shows: who invites to what. */
export const invitePreviewSchema = z
  .object({
    kind: z.enum(['link', 'email']),
    inviterName: z.string(),
    teamId: z.uuid(),
    teamName: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    permission: invitePermissionSchema,
    expiresAt: z.iso.datetime(),
    /** For a signed-in caller: already on the team (and the project, if there is one). */
    alreadyMember: z.boolean(),
  })
  .meta({ id: 'InvitePreview' });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteResponse = z
  .object({
    teamId: z.uuid(),
    projectId: z.uuid().nullable(),
    /** False when the caller was already a member: joining twice changes nothing. */
    joined: z.boolean(),
  })
  .meta({ id: 'InviteAccepted' });
