import { z } from 'zod';
import { VALIDATION } from './auth.js';
import {
  descriptionSchema,
  idSchema,
  pageOf,
  pageQuery,
  projectPermissionSchema,
  titleSchema,
  userIdsBody,
} from './workspace-common.js';

/**
 * Projects (spec §3, §4): created in a team by one who manages it, with a project admin and a
 * category; deleted into the trash, recovered or purged; locked; frozen when the team is over
 * its plan's project limit.
 */

/** What kind of API a project describes (docs/decisions.md, "Project categories"). */
export const PROJECT_CATEGORIES = ['http', 'graphql', 'grpc', 'websocket', 'other'] as const;
export const projectCategorySchema = z.enum(PROJECT_CATEGORIES);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

/** The tabs of `/project/list` (spec §2). */
export const PROJECT_LIST_TABS = ['all', 'mine', 'joined', 'trash'] as const;
export const projectListTabSchema = z.enum(PROJECT_LIST_TABS);
export type ProjectListTab = z.infer<typeof projectListTabSchema>;

/** The things the caller may do with a project now, so the UI offers only those. */
export const projectAbilitiesSchema = z.object({
  edit: z.boolean(),
  editInfo: z.boolean(),
  lock: z.boolean(),
  delete: z.boolean(),
  recover: z.boolean(),
  purge: z.boolean(),
  manageMembers: z.boolean(),
  invite: z.boolean(),
  leave: z.boolean(),
  /** Start and stop test runs, and save schedules (issue 22). */
  runTests: z.boolean(),
  /** Publish doc versions, and create and revoke share links (issue 23). */
  publishDocs: z.boolean(),
  /** Change the doc site: its address, visibility, password and look (issue 23). */
  manageDocs: z.boolean(),
  /** Set the project's monthly limit on AI points (issue 24): the team's admins. */
  capPoints: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

export const personRefSchema = z
  .object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() })
  .meta({ id: 'PersonRef' });

export const projectSummarySchema = z
  .object({
    id: z.uuid(),
    teamId: z.uuid(),
    teamName: z.string(),
    isPersonal: z.boolean(),
    name: z.string(),
    description: z.string(),
    category: projectCategorySchema,
    /** The project's admins. */
    admins: z.array(personRefSchema),
    memberCount: z.number().int(),
    isLocked: z.boolean(),
    /** Over the team's plan limit: read-only until the team upgrades or deletes others. */
    isFrozen: z.boolean(),
    /** The caller's permission on the project; null for a team admin who has not joined it. */
    myPermission: projectPermissionSchema.nullable(),
    amAdmin: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Trash: when and by whom it was deleted; null for a live project. */
    deletedAt: z.iso.datetime().nullable(),
    deletedBy: personRefSchema.nullable(),
    can: projectAbilitiesSchema,
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListQuery = pageQuery.extend({
  tab: projectListTabSchema.default('all'),
  /** Only this team's projects (the personal space's id for personal projects). */
  teamId: idSchema.optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectPage = pageOf(projectSummarySchema).meta({ id: 'ProjectPage' });

export const projectParams = z.object({ projectId: idSchema });
export const projectMemberParams = z.object({ projectId: idSchema, userId: idSchema });

/** A choice left empty reads "required" (spec §5), not "invalid"; a wrong one stays invalid. */
const requiredChoice = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? VALIDATION.required : undefined,
};

export const createProjectBody = z.object({
  /** A team the caller manages, or their personal space. */
  teamId: z.uuid(requiredChoice),
  name: titleSchema,
  description: descriptionSchema.default(''),
  category: z.enum(PROJECT_CATEGORIES, requiredChoice),
  /** The project admin: a member of the team (spec §5: required). */
  adminUserId: z.uuid(requiredChoice),
});

export const updateProjectBody = z
  .object({ name: titleSchema, description: descriptionSchema, category: projectCategorySchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

export const lockProjectBody = z.object({ locked: z.boolean() });

export const projectMemberSchema = z
  .object({
    userId: z.uuid(),
    /** The member's name in the project's team. */
    name: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    permission: projectPermissionSchema,
    isAdmin: z.boolean(),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'ProjectMember' });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const projectMemberListResponse = z
  .object({ items: z.array(projectMemberSchema) })
  .meta({ id: 'ProjectMemberList' });

export const updateProjectMemberBody = z
  .object({ permission: projectPermissionSchema, isAdmin: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

/** "Invite from team": put existing team members on the project. */
export const addProjectMembersBody = z.object({
  userIds: userIdsBody.shape.userIds,
  permission: projectPermissionSchema,
});
