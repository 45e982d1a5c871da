import type { FastifyInstance } from 'fastify';
import {
  listProjectMembersRoute,
  addProjectMembersRoute,
  updateProjectMemberRoute,
  removeProjectMembersRoute,
} from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import {
  addProjectMembers,
  listProjectMembers,
  removeProjectMembers,
  updateProjectMember,
} from './project-member-service.js';
import { serve } from '../../http/serve-route.js';

/** A project's members: the list, "invite from team", permissions and admin status, removal. */
export async function projectMemberRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext },
) {
  const ctx = opts.workspace;

  serve(app, listProjectMembersRoute, async (request) => ({
    items: await listProjectMembers(ctx, await request.requireUser(), request.params.projectId),
  }));

  serve(app, addProjectMembersRoute, async (request) => ({
    items: await addProjectMembers(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    ),
  }));

  serve(app, updateProjectMemberRoute, async (request) =>
    updateProjectMember(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.userId,
      request.body,
    ),
  );

  serve(app, removeProjectMembersRoute, async (request, reply) => {
    await removeProjectMembers(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    );
    return reply.status(204).send();
  });
}
