import type { FastifyInstance } from 'fastify';
import {
  listTeamsRoute,
  createTeamRoute,
  getPersonalSpaceRoute,
  getTeamRoute,
  updateTeamRoute,
  deleteTeamRoute,
  leaveTeamRoute,
} from '@heron/contract';
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
import { serve } from '../../http/serve-route.js';

export async function teamRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const { workspace } = opts;

  serve(app, listTeamsRoute, async (request) => ({
    items: await listTeams(workspace, await request.requireUser()),
  }));

  serve(app, createTeamRoute, async (request, reply) => {
    const team = await createTeam(workspace, await request.requireUser(), request.body);
    return reply.status(201).send(team);
  });

  serve(app, getPersonalSpaceRoute, async (request) =>
    getPersonalSpace(workspace, await request.requireUser()),
  );

  serve(app, getTeamRoute, async (request) =>
    getTeam(workspace, await request.requireUser(), request.params.teamId),
  );

  serve(app, updateTeamRoute, async (request) =>
    updateTeam(workspace, await request.requireUser(), request.params.teamId, request.body),
  );

  serve(app, deleteTeamRoute, async (request, reply) => {
    const user = await request.requireUser();
    await deleteTeam(workspace, user, request.params.teamId, request.query.confirmName);
    return reply.status(204).send();
  });

  serve(app, leaveTeamRoute, async (request, reply) => {
    await leaveTeam(workspace, await request.requireUser(), request.params.teamId);
    return reply.status(204).send();
  });
}
