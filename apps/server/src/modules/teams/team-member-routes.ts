import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberAssignmentsResponse,
  pageQuery,
  setMemberAssignmentsBody,
  teamMemberPage,
  teamMemberParams,
  teamMemberSchema,
  teamParams,
  updateTeamMemberBody,
  userIdsBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { getMemberAssignments, setMemberAssignments } from './member-assignments.js';
import { listTeamMembers, removeTeamMembers, updateTeamMember } from './team-member-service.js';

const tags = ['team members'];

export async function teamMemberRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { workspace } = opts;

  api.get(
    '/api/v1/teams/:teamId/members',
    {
      schema: {
        operationId: 'listTeamMembers',
        summary: 'A page of team members, searchable by team name, account name or email',
        tags,
        params: teamParams,
        querystring: pageQuery,
        response: { 200: teamMemberPage, ...errorResponses },
      },
    },
    async (request) =>
      listTeamMembers(workspace, await request.requireUser(), request.params.teamId, request.query),
  );

  api.patch(
    '/api/v1/teams/:teamId/members/:userId',
    {
      schema: {
        operationId: 'updateTeamMember',
        summary: "Change a member's name in the team, or set or cancel team admin",
        tags,
        params: teamMemberParams,
        body: updateTeamMemberBody,
        response: { 200: teamMemberSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId } = request.params;
      return updateTeamMember(workspace, await request.requireUser(), teamId, userId, request.body);
    },
  );

  api.post(
    '/api/v1/teams/:teamId/members/remove',
    {
      schema: {
        operationId: 'removeTeamMembers',
        summary: 'Remove members from the team and its projects, all or none',
        tags,
        params: teamParams,
        body: userIdsBody,
        response: { 204: z.undefined().describe('Removed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await removeTeamMembers(workspace, user, request.params.teamId, request.body.userIds);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/teams/:teamId/members/:userId/projects',
    {
      schema: {
        operationId: 'getMemberAssignments',
        summary: "The team's live projects beside one member's permission on each",
        tags,
        params: teamMemberParams,
        response: { 200: memberAssignmentsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId } = request.params;
      const items = await getMemberAssignments(
        workspace,
        await request.requireUser(),
        teamId,
        userId,
      );
      return { items };
    },
  );

  api.put(
    '/api/v1/teams/:teamId/members/:userId/projects',
    {
      schema: {
        operationId: 'setMemberAssignments',
        summary: "Replace a member's projects in the team (team admins)",
        tags,
        params: teamMemberParams,
        body: setMemberAssignmentsBody,
        response: { 200: memberAssignmentsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId } = request.params;
      const user = await request.requireUser();
      const items = await setMemberAssignments(
        workspace,
        user,
        teamId,
        userId,
        request.body.assignments,
      );
      return { items };
    },
  );
}
