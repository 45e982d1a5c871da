import type { FastifyInstance } from 'fastify';
import { setTeamPlanRoute } from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import { setTeamPlan } from '../teams/index.js';
import { serve } from '../../http/serve-route.js';

export async function teamPlanRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const { workspace } = opts;

  serve(app, setTeamPlanRoute, async (request) =>
    setTeamPlan(workspace, await request.requireUser(), request.params.teamId, request.body.plan),
  );
}
