import { projectParams } from '../routes/projects.js';
import {
  pointEntriesQuery,
  pointEntryPageSchema,
  pointsSummaryQuery,
  pointsSummarySchema,
  projectPointsCapSchema,
  setProjectPointsCapBody,
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

export const getProjectPointsCapRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/points/cap',
  operationId: 'getProjectPointsCap',
  summary: "The project's monthly limit on AI points, and what its AI uses spent this month",
  tags: ['points'],
  params: projectParams,
  responses: { 200: projectPointsCapSchema },
});

export const setProjectPointsCapRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/points/cap',
  operationId: 'setProjectPointsCap',
  summary:
    "Sets or removes (null) the project's monthly limit on AI points: team admins only. An AI action that would pass it is refused before any call to the model (AI_CAP_REACHED)",
  tags: ['points'],
  params: projectParams,
  body: setProjectPointsCapBody,
  responses: { 200: projectPointsCapSchema },
});
