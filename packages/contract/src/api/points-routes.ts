import {
  consumePointsBody,
  pointConsumptionSchema,
  pointEntriesQuery,
  pointEntryPageSchema,
  pointsSummaryQuery,
  pointsSummarySchema,
} from '../routes/billing.js';
import { defineRoute } from './define-route.js';

export const getPointsSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/points/summary',
  operationId: 'getPointsSummary',
  summary: "The caller's remaining and consumed points, and a team's when given",
  tags: ['points'],
  query: pointsSummaryQuery,
  responses: { 200: pointsSummarySchema },
});

export const listPointEntriesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/points/entries',
  operationId: 'listPointEntries',
  summary: "Every grant and use of the caller's points, or of a team's, newest first",
  tags: ['points'],
  query: pointEntriesQuery,
  responses: { 200: pointEntryPageSchema },
});

export const consumePointsRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/points/consumptions',
  operationId: 'consumePoints',
  summary: 'Charge one use of an AI feature in a project: team points first, then personal ones',
  description:
    'Refused with POINTS_INSUFFICIENT (nothing deducted) when the points left are fewer than asked. A retry with the same idempotencyKey answers the first consumption and deducts nothing more.',
  tags: ['points'],
  body: consumePointsBody,
  responses: { 201: pointConsumptionSchema },
});
