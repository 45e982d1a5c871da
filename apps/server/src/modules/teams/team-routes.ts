import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTeamBody,
  deleteTeamQuery,
  teamDetailSchema,
  teamListResponse,
  teamParams,
  updateTeamBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { getPersonalSpace } from './personal-space.js';
import {
  createTeam,
  deleteTeam,
  getTeam,
  leaveTeam,
  listTeams,
  updateTeam,
} from './team-service.js';

const tags = ['teams'];

export async function teamRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { workspace } = opts;

  api.get(
    '/api/v1/teams',
    {
      schema: {
        operationId: 'listTeams',
        summary: "The shared teams the caller belongs to (a super admin: every team's)",
        tags,
        response: { 200: teamListResponse, ...errorResponses },
      },
    },
    async (request) => ({ items: await listTeams(workspace, await request.requireUser()) }),
  );

  api.post(
    '/api/v1/teams',
    {
      schema: {
        operationId: 'createTeam',
        summary: 'Create a team; the caller becomes its admin',
        tags,
        body: createTeamBody,
        response: { 201: teamDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const team = await createTeam(workspace, await request.requireUser(), request.body);
      return reply.status(201).send(team);
    },
  );

  api.get(
    '/api/v1/personal-space',
    {
      schema: {
        operationId: 'getPersonalSpace',
        summary: "The caller's personal space, made on first use",
        tags,
        response: { 200: teamDetailSchema, ...errorResponses },
      },
    },
    async (request) => getPersonalSpace(workspace, await request.requireUser()),
  );

  api.get(
    '/api/v1/teams/:teamId',
    {
      schema: {
        operationId: 'getTeam',
        summary: 'A team with its seat and project usage against its plan',
        tags,
        params: teamParams,
        response: { 200: teamDetailSchema, ...errorResponses },
      },
    },
    async (request) => getTeam(workspace, await request.requireUser(), request.params.teamId),
  );

  api.patch(
    '/api/v1/teams/:teamId',
    {
      schema: {
        operationId: 'updateTeam',
        summary: "Change a team's name or description (team admins)",
        tags,
        params: teamParams,
        body: updateTeamBody,
        response: { 200: teamDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateTeam(workspace, await request.requireUser(), request.params.teamId, request.body),
  );

  api.delete(
    '/api/v1/teams/:teamId',
    {
      schema: {
        operationId: 'deleteTeam',
        summary: 'Delete a team and all its projects for good, confirmed by its exact name',
        tags,
        params: teamParams,
        querystring: deleteTeamQuery,
        response: { 204: z.undefined().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteTeam(workspace, user, request.params.teamId, request.query.confirmName);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/teams/:teamId/leave',
    {
      schema: {
        operationId: 'leaveTeam',
        summary: 'Leave a team and its projects',
        tags,
        params: teamParams,
        response: { 204: z.undefined().describe('Left'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await leaveTeam(workspace, await request.requireUser(), request.params.teamId);
      return reply.status(204).send();
    },
  );
}
