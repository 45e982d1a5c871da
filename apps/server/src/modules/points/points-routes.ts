import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consumePointsBody,
  pointConsumptionSchema,
  pointEntriesQuery,
  pointEntryPageSchema,
  pointsSummaryQuery,
  pointsSummarySchema,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { consumeProjectPoints, getPointsSummary, listPointEntriesFor } from './points-service.js';

const tags = ['points'];

/** AI points (issue 8): balances, the detail view, and the charge an AI feature makes per use. */
export async function pointsRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { workspace } = opts;

  api.get(
    '/api/v1/points/summary',
    {
      schema: {
        operationId: 'getPointsSummary',
        summary: "The caller's remaining and consumed points, and a team's when given",
        tags,
        querystring: pointsSummaryQuery,
        response: { 200: pointsSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      getPointsSummary(workspace, await request.requireUser(), request.query.teamId),
  );

  api.get(
    '/api/v1/points/entries',
    {
      schema: {
        operationId: 'listPointEntries',
        summary: "Every grant and use of the caller's points, or of a team's, newest first",
        tags,
        querystring: pointEntriesQuery,
        response: { 200: pointEntryPageSchema, ...errorResponses },
      },
    },
    async (request) => listPointEntriesFor(workspace, await request.requireUser(), request.query),
  );

  api.post(
    '/api/v1/points/consumptions',
    {
      schema: {
        operationId: 'consumePoints',
        summary:
          'Charge one use of an AI feature in a project: team points first, then personal ones',
        description:
          'Refused with POINTS_INSUFFICIENT (nothing deducted) when the points left are fewer than asked. A retry with the same idempotencyKey answers the first consumption and deducts nothing more.',
        tags,
        body: consumePointsBody,
        response: { 201: pointConsumptionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const consumption = await consumeProjectPoints(
        workspace,
        await request.requireUser(),
        request.body,
      );
      return reply.status(201).send(consumption);
    },
  );
}
