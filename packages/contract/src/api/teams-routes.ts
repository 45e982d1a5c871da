import { z } from 'zod';
import {
  createTeamBody,
  deleteTeamQuery,
  memberAssignmentsResponse,
  setMemberAssignmentsBody,
  teamDetailSchema,
  teamListResponse,
  teamMemberPage,
  teamMemberParams,
  teamMemberSchema,
  teamParams,
  updateTeamBody,
  updateTeamMemberBody,
} from '../routes/teams.js';
import { pageQuery, userIdsBody } from '../routes/workspace-common.js';
import { defineRoute } from './define-route.js';

export const listTeamMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/teams/:teamId/members',
  operationId: 'listTeamMembers',
  summary: 'A page of team members, searchable by team name, account name or email',
  tags: ['team members'],
  params: teamParams,
  query: pageQuery,
  responses: { 200: teamMemberPage },
});

export const updateTeamMemberRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/teams/:teamId/members/:userId',
  operationId: 'updateTeamMember',
  summary: "Change a member's name in the team, or set or cancel team admin",
  tags: ['team members'],
  params: teamMemberParams,
  body: updateTeamMemberBody,
  responses: { 200: teamMemberSchema },
});

export const removeTeamMembersRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/teams/:teamId/members/remove',
  operationId: 'removeTeamMembers',
  summary: 'Remove members from the team and its projects, all or none',
  tags: ['team members'],
  params: teamParams,
  body: userIdsBody,
  responses: { 204: z.undefined().describe('Removed') },
});

export const getMemberAssignmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/teams/:teamId/members/:userId/projects',
  operationId: 'getMemberAssignments',
  summary: "The team's live projects beside one member's permission on each",
  tags: ['team members'],
  params: teamMemberParams,
  responses: { 200: memberAssignmentsResponse },
});

export const setMemberAssignmentsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/teams/:teamId/members/:userId/projects',
  operationId: 'setMemberAssignments',
  summary: "Replace a member's projects in the team (team admins)",
  tags: ['team members'],
  params: teamMemberParams,
  body: setMemberAssignmentsBody,
  responses: { 200: memberAssignmentsResponse },
});

export const listTeamsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/teams',
  operationId: 'listTeams',
  summary: "The shared teams the caller belongs to (a super admin: every team's)",
  tags: ['teams'],
  responses: { 200: teamListResponse },
});

export const createTeamRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/teams',
  operationId: 'createTeam',
  summary: 'Create a team; the caller becomes its admin',
  tags: ['teams'],
  body: createTeamBody,
  responses: { 201: teamDetailSchema },
});

export const getPersonalSpaceRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/personal-space',
  operationId: 'getPersonalSpace',
  summary: "The caller's personal space, made on first use",
  tags: ['teams'],
  responses: { 200: teamDetailSchema },
});

export const getTeamRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/teams/:teamId',
  operationId: 'getTeam',
  summary: 'A team with its seat and project usage against its plan',
  tags: ['teams'],
  params: teamParams,
  responses: { 200: teamDetailSchema },
});

export const updateTeamRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/teams/:teamId',
  operationId: 'updateTeam',
  summary: "Change a team's name or description (team admins)",
  tags: ['teams'],
  params: teamParams,
  body: updateTeamBody,
  responses: { 200: teamDetailSchema },
});

export const deleteTeamRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/teams/:teamId',
  operationId: 'deleteTeam',
  summary: 'Delete a team and all its projects for good, confirmed by its exact name',
  tags: ['teams'],
  params: teamParams,
  query: deleteTeamQuery,
  responses: { 204: z.undefined().describe('Deleted') },
});

export const leaveTeamRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/teams/:teamId/leave',
  operationId: 'leaveTeam',
  summary: 'Leave a team and its projects',
  tags: ['teams'],
  params: teamParams,
  responses: { 204: z.undefined().describe('Left') },
});
