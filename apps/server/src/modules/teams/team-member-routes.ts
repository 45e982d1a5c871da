import type { FastifyInstance } from 'fastify';
import {
  listTeamMembersRoute,
  updateTeamMemberRoute,
  removeTeamMembersRoute,
  getMemberAssignmentsRoute,
  setMemberAssignmentsRoute,
} from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import { getMemberAssignments, setMemberAssignments } from './member-assignments.js';
import { listTeamMembers, removeTeamMembers, updateTeamMember } from './team-member-service.js';
import { serve } from '../../http/serve-route.js';

export async function teamMemberRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext },
) {
  const { workspace } = opts;

  serve(app, listTeamMembersRoute, async (request) =>
    listTeamMembers(workspace, await request.requireUser(), request.params.teamId, request.query),
  );

  serve(app, updateTeamMemberRoute, async (request) => {
    const { teamId, userId } = request.params;
    return updateTeamMember(workspace, await request.requireUser(), teamId, userId, request.body);
  });

  serve(app, removeTeamMembersRoute, async (request, reply) => {
    const user = await request.requireUser();
    await removeTeamMembers(workspace, user, request.params.teamId, request.body.userIds);
    return reply.status(204).send();
  });

  serve(app, getMemberAssignmentsRoute, async (request) => {
    const { teamId, userId } = request.params;
    const items = await getMemberAssignments(
      workspace,
      await request.requireUser(),
      teamId,
      userId,
    );
    return { items };
  });

  serve(app, setMemberAssignmentsRoute, async (request) => {
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
  });
}
