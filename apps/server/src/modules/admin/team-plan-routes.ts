import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setTeamPlanBody, teamParams, teamPlanResponse } from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { setTeamPlan } from '../teams/index.js';

const tags = ['admin'];

export async function teamPlanRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { workspace } = opts;

  api.put(
    '/api/v1/admin/teams/:teamId/plan',
    {
      schema: {
        operationId: 'setTeamPlan',
        summary: "Put a team on a plan (the instance's super admins only)",
        description:
          'Going down to a plan with fewer projects than the team has freezes the newest ones; going up thaws them.',
        tags,
        params: teamParams,
        body: setTeamPlanBody,
        response: { 200: teamPlanResponse, ...errorResponses },
      },
    },
    async (request) =>
      setTeamPlan(workspace, await request.requireUser(), request.params.teamId, request.body.plan),
  );
}
