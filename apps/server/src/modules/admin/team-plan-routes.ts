import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { setTeamPlanBody, teamParams, teamPlanResponse } from '@heron/contract';
import { teams } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses } from '../../http/error-responses.js';
import { isSuperAdmin, type WorkspaceContext } from '../access/index.js';

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
    async (request) => {
      const user = await request.requireUser();
      if (!isSuperAdmin(workspace, user)) throw new AppError('PERMISSION_DENIED');
      const [row] = await workspace.db
        .update(teams)
        .set({
          plan: request.body.plan,
          // An operator-set plan runs until changed, with the plan's whole ceiling (decisions 26).
          planExpiresAt: null,
          updatedAt: new Date(),
        })
        .where(eq(teams.id, request.params.teamId))
        .returning({ teamId: teams.id, plan: teams.plan });
      if (!row) throw new AppError('NOT_FOUND', { detail: 'No such team.' });
      return { teamId: row.teamId, plan: request.body.plan };
    },
  );
}
