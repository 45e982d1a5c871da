import { z } from 'zod';
import { nameSchema } from './auth.js';
import {
  descriptionSchema,
  idSchema,
  pageOf,
  planIdSchema,
  projectPermissionSchema,
  seatKindSchema,
  titleSchema,
  usageSchema,
  WORKSPACE_VALIDATION,
} from './workspace-common.js';

/**
 * Teams ("groups", spec §1–§3) and the personal space, which is a team of one flagged personal.
 * Each member has a name in the team apart from the account name.
 */

export const teamSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    isPersonal: z.boolean(),
    plan: planIdSchema,
    /** Whether the caller is an admin of this team (or the instance's super admin). */
    isAdmin: z.boolean(),
    memberCount: z.number().int(),
    /** Live projects, not counting the trash. */
    projectCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamListResponse = z.object({ items: z.array(teamSummarySchema) }).meta({
  id: 'TeamList',
});

export const teamDetailSchema = teamSummarySchema
  .extend({
    /** The caller's name in this team; null when the caller is a super admin from outside. */
    myName: z.string().nullable(),
    isMember: z.boolean(),
    usage: z.object({
      readWriteSeats: usageSchema,
      readOnlySeats: usageSchema,
      projects: usageSchema,
    }),
    /** Live projects over the plan's limit, read-only until the team upgrades or deletes others. */
    frozenProjectCount: z.number().int(),
    canRecover: z.boolean(),
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamParams = z.object({ teamId: idSchema });
export const teamMemberParams = z.object({ teamId: idSchema, userId: idSchema });

export const createTeamBody = z.object({
  name: titleSchema,
  description: descriptionSchema.default(''),
});

export const updateTeamBody = z
  .object({ name: titleSchema, description: descriptionSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

/** Deleting a team removes its projects irreversibly, so its name is typed to confirm. */
export const deleteTeamQuery = z.object({
  confirmName: z.string().min(1, { error: WORKSPACE_VALIDATION.confirmName }),
});

export const teamMemberSchema = z
  .object({
    userId: z.uuid(),
    /** The name in this team. */
    name: z.string(),
    accountName: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    /** Live projects of this team the member is on. */
    projectCount: z.number().int(),
    seat: seatKindSchema,
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberPage = pageOf(teamMemberSchema).meta({ id: 'TeamMemberPage' });

export const updateTeamMemberBody = z
  .object({
    /** The member's name in this team: the member themselves or a team admin may change it. */
    name: nameSchema,
    /** Set or cancel team admin (team admins only). */
    isAdmin: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

/** One row of the project-assignment view: a project of the team and the member's place in it. */
export const memberAssignmentSchema = z
  .object({
    projectId: z.uuid(),
    projectName: z.string(),
    /** Null when the member is not on the project. */
    permission: projectPermissionSchema.nullable(),
    isAdmin: z.boolean(),
  })
  .meta({ id: 'MemberAssignment' });

export const memberAssignmentsResponse = z
  .object({ items: z.array(memberAssignmentSchema) })
  .meta({ id: 'MemberAssignments' });

/** The member's projects after the change: projects left out are taken from them. */
export const setMemberAssignmentsBody = z.object({
  assignments: z
    .array(
      z.object({ projectId: idSchema, permission: projectPermissionSchema, isAdmin: z.boolean() }),
    )
    .max(1000)
    .refine((rows) => new Set(rows.map((row) => row.projectId)).size === rows.length, {
      error: 'Each project only once',
    }),
});
