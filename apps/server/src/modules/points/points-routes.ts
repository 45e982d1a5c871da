import type { FastifyInstance } from 'fastify';
import {
  getPointsSummaryRoute,
  getProjectPointsCapRoute,
  listPointEntriesRoute,
  setProjectPointsCapRoute,
} from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import { getPointsSummary, listPointEntriesFor } from './points-service.js';
import { getProjectPointsCap, setProjectPointsCap } from './project-caps.js';
import { serve } from '../../http/serve-route.js';

/**
 * AI points (issue 8): balances, the detail view, and a project's monthly cap (issue 24). Nothing here charges: points are spent only
 * inside the AI features (issue 24), through `chargeAiUse`.
 */
export async function pointsRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const { workspace } = opts;

  serve(app, getPointsSummaryRoute, async (request) =>
    getPointsSummary(workspace, await request.requireUser(), request.query.teamId),
  );

  serve(app, listPointEntriesRoute, async (request) =>
    listPointEntriesFor(workspace, await request.requireUser(), request.query),
  );

  serve(app, getProjectPointsCapRoute, async (request) =>
    getProjectPointsCap(workspace, await request.requireUser(), request.params.projectId),
  );

  serve(app, setProjectPointsCapRoute, async (request) =>
    setProjectPointsCap(
      workspace,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    ),
  );
}
