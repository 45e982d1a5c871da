import { z } from 'zod';
import { PAGINATION, PERMISSION_LEVEL } from '../constants.js';
import { PLAN_IDS } from '../plans.js';
import { VALIDATION } from './auth.js';

/**
 * Pieces the team, project, member and invite contracts share: pagination (spec §3: page 1, 10
 * per page), the permission levels (spec §3: default 0, read 1, write 2) and seat usage.
 */

export const WORKSPACE_VALIDATION = {
  /** A team or project name over the length limit. */
  titleLength: 'validation.titleLength',
  descriptionLength: 'validation.descriptionLength',
  /** Spec §8: "Enter email addresses". */
  inviteEmailsRequired: 'validation.inviteEmailsRequired',
  /** Spec §8: "Only 50 invitations can be sent at a time, adjust and retry". */
  inviteEmailsMax: 'validation.inviteEmailsMax',
  /** Spec §5: a project must be chosen for an email invite. */
  projectRequired: 'validation.projectRequired',
  /** Deleting a team is confirmed by typing its name. */
  confirmName: 'validation.confirmName',
  /** A batch with no one in it. */
  membersRequired: 'validation.membersRequired',
  /** Spec §5: a new project's admin must be a member of its team. */
  projectAdminNotMember: 'validation.projectAdminNotMember',
} as const;

export const TITLE_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 500;

export const titleSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(TITLE_MAX_LENGTH, { error: WORKSPACE_VALIDATION.titleLength });

export const descriptionSchema = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, { error: WORKSPACE_VALIDATION.descriptionLength });

export const idSchema = z.uuid();

/** A query string's page and size; a missing value takes the spec's default. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGINATION.defaultPage),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGINATION.maxPageSize)
    .default(PAGINATION.defaultPageSize),
  /** Search text: matches names (and emails, for members), case-insensitively. */
  q: z.string().trim().max(100).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** What a project member may do with its content: read (1) or read and write (2). */
export const projectPermissionSchema = z.union([
  z.literal(PERMISSION_LEVEL.read),
  z.literal(PERMISSION_LEVEL.write),
]);
export type ProjectPermission = z.infer<typeof projectPermissionSchema>;

export const planIdSchema = z.enum(PLAN_IDS);

/** Used and allowed counts of one limited thing; `limit` null means no limit. */
export const usageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
});

/** The kind of workstation a team member occupies (spec §6). */
export const SEAT_KINDS = ['readWrite', 'readOnly'] as const;
export const seatKindSchema = z.enum(SEAT_KINDS);
export type SeatKind = z.infer<typeof seatKindSchema>;

export const userIdsBody = z.object({
  userIds: z
    .array(idSchema)
    .min(1, { error: WORKSPACE_VALIDATION.membersRequired })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each member only once' }),
});
