import { z } from 'zod';
import {
  addProjectMembersBody,
  createProjectBody,
  lockProjectBody,
  projectListQuery,
  projectMemberListResponse,
  projectMemberParams,
  projectMemberSchema,
  projectPage,
  projectParams,
  projectSummarySchema,
  updateProjectBody,
  updateProjectMemberBody,
} from '../routes/projects.js';
import { userIdsBody } from '../routes/workspace-common.js';
import { defineRoute } from './define-route.js';

const done = z.undefined().describe('Done');

export const listProjectMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/members',
  operationId: 'listProjectMembers',
  summary: "A project's members, admins first",
  tags: ['projects'],
  params: projectParams,
  responses: { 200: projectMemberListResponse },
});

export const addProjectMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/members',
  operationId: 'addProjectMembers',
  summary: 'Invite from team: put members of the team on the project (all or none)',
  tags: ['projects'],
  params: projectParams,
  body: addProjectMembersBody,
  responses: { 200: projectMemberListResponse },
});

export const updateProjectMemberRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/projects/:projectId/members/:userId',
  operationId: 'updateProjectMember',
  summary: "Change a member's permission, or set or cancel project admin",
  tags: ['projects'],
  params: projectMemberParams,
  body: updateProjectMemberBody,
  responses: { 200: projectMemberSchema },
});

export const removeProjectMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/members/remove',
  operationId: 'removeProjectMembers',
  summary: 'Take members off the project (all or none; not yourself: leave instead)',
  tags: ['projects'],
  params: projectParams,
  body: userIdsBody,
  responses: { 204: z.undefined().describe('Done') },
});

export const listProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects',
  operationId: 'listProjects',
  summary: 'Projects of a tab (all, mine, joined, trash), newest first, a page at a time',
  tags: ['projects'],
  query: projectListQuery,
  responses: { 200: projectPage },
});

export const createProjectRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects',
  operationId: 'createProject',
  summary: 'Create a project in a team the caller manages, with its project admin',
  tags: ['projects'],
  body: createProjectBody,
  responses: { 201: projectSummarySchema },
});

export const getProjectRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId',
  operationId: 'getProject',
  summary: 'One project, with what the caller may do with it',
  tags: ['projects'],
  params: projectParams,
  responses: { 200: projectSummarySchema },
});

export const updateProjectRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/projects/:projectId',
  operationId: 'updateProject',
  summary: "Change a project's name, description or category (project admins)",
  tags: ['projects'],
  params: projectParams,
  body: updateProjectBody,
  responses: { 200: projectSummarySchema },
});

export const lockProjectRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/lock',
  operationId: 'lockProject',
  summary: 'Lock or unlock a project (project admins)',
  tags: ['projects'],
  params: projectParams,
  body: lockProjectBody,
  responses: { 200: projectSummarySchema },
});

export const deleteProjectRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId',
  operationId: 'deleteProject',
  summary: 'Move a project to the trash',
  tags: ['projects'],
  params: projectParams,
  responses: { 204: done },
});

export const recoverProjectRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/recover',
  operationId: 'recoverProject',
  summary: 'Bring a project back from the trash (on a plan with recovery)',
  tags: ['projects'],
  params: projectParams,
  responses: { 200: projectSummarySchema },
});

export const purgeProjectRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/permanent',
  operationId: 'purgeProject',
  summary: 'Delete a project from the trash for good',
  tags: ['projects'],
  params: projectParams,
  responses: { 204: done },
});

export const leaveProjectRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/leave',
  operationId: 'leaveProject',
  summary: 'Take yourself off a project',
  tags: ['projects'],
  params: projectParams,
  responses: { 204: done },
});
