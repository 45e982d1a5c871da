import type { FastifyInstance } from 'fastify';
import { getPointsSummaryRoute, listPointEntriesRoute, consumePointsRoute } from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import { consumeProjectPoints, getPointsSummary, listPointEntriesFor } from './points-service.js';
import { serve } from '../../http/serve-route.js';

/** AI points (issue 8): balances, the detail view, and the charge an AI feature makes per use. */
export async function pointsRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const { workspace } = opts;

  serve(app, getPointsSummaryRoute, async (request) =>
    getPointsSummary(workspace, await request.requireUser(), request.query.teamId),
  );

  serve(app, listPointEntriesRoute, async (request) =>
    listPointEntriesFor(workspace, await request.requireUser(), request.query),
  );

  serve(app, consumePointsRoute, async (request, reply) => {
    const consumption = await consumeProjectPoints(
      workspace,
      await request.requireUser(),
      request.body,
    );
    return reply.status(201).send(consumption);
  });
}
