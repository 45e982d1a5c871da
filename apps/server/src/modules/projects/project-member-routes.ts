import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProjectMembersBody,
  projectMemberListResponse,
  projectMemberParams,
  projectMemberSchema,
  projectParams,
  updateProjectMemberBody,
  userIdsBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import {
  addProjectMembers,
  listProjectMembers,
  removeProjectMembers,
  updateProjectMember,
} from './project-member-service.js';

const tags = ['projects'];

/** A project's members: the list, "invite from team", permissions and admin status, removal. */
export async function projectMemberRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = opts.workspace;

  api.get(
    '/api/v1/projects/:projectId/members',
    {
      schema: {
        operationId: 'listProjectMembers',
        summary: "A project's members, admins first",
        tags,
        params: projectParams,
        response: { 200: projectMemberListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listProjectMembers(ctx, await request.requireUser(), request.params.projectId),
    }),
  );

  api.post(
    '/api/v1/projects/:projectId/members',
    {
      schema: {
        operationId: 'addProjectMembers',
        summary: 'Invite from team: put members of the team on the project (all or none)',
        tags,
        params: projectParams,
        body: addProjectMembersBody,
        response: { 200: projectMemberListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      items: await addProjectMembers(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.body,
      ),
    }),
  );

  api.patch(
    '/api/v1/projects/:projectId/members/:userId',
    {
      schema: {
        operationId: 'updateProjectMember',
        summary: "Change a member's permission, or set or cancel project admin",
        tags,
        params: projectMemberParams,
        body: updateProjectMemberBody,
        response: { 200: projectMemberSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateProjectMember(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.userId,
        request.body,
      ),
  );

  api.post(
    '/api/v1/projects/:projectId/members/remove',
    {
      schema: {
        operationId: 'removeProjectMembers',
        summary: 'Take members off the project (all or none; not yourself: leave instead)',
        tags,
        params: projectParams,
        body: userIdsBody,
        response: { 204: z.undefined().describe('Done'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeProjectMembers(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.body,
      );
      return reply.status(204).send();
    },
  );
}
