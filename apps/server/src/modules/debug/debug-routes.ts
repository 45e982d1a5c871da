import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEndpointCaseBody,
  debugHistoryListSchema,
  debugHistoryParams,
  debugHistoryQuery,
  endpointCaseListSchema,
  endpointCaseParams,
  endpointCaseQuery,
  endpointCaseSchema,
  projectParams,
  sendRequestBody,
  sendResultSchema,
  updateEndpointCaseBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { createCase, deleteCase, listCases, updateCase } from './case-service.js';
import { sendDebugRequest, type DebugDeps } from './debug-service.js';
import { clearHistory, listHistory } from './history-service.js';
import { oauthSignInRoutes } from './oauth/oauth-sign-in-routes.js';

const tags = ['debug'];
const base = '/api/v1/projects/:projectId';
const done = z.undefined().describe('Done');

/** The debugger (issue 6): send a request from a project, its answer and checks in return. */
export async function debugRoutes(app: FastifyInstance, opts: DebugDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(oauthSignInRoutes, opts);

  api.post(
    '/api/v1/projects/:projectId/debug/send',
    {
      schema: {
        operationId: 'sendDebugRequest',
        summary:
          'Send a request through the server: scripts, variables (secrets included), the guarded outbound client, the check against the design',
        tags,
        params: projectParams,
        body: sendRequestBody,
        response: { 200: sendResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      sendDebugRequest(opts, await request.requireUser(), request.params.projectId, request.body),
  );

  const ctx = opts.env.ctx;

  api.get(
    `${base}/debug/history`,
    {
      schema: {
        operationId: 'listDebugHistory',
        summary: 'The requests you sent from this project, newest first (the newest 100)',
        tags,
        params: projectParams,
        querystring: debugHistoryQuery,
        response: { 200: debugHistoryListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listHistory(
        ctx,
        opts.history,
        await request.requireUser(),
        request.params.projectId,
        request.query.endpointId,
      ),
    }),
  );

  api.delete(
    `${base}/debug/history`,
    {
      schema: {
        operationId: 'clearDebugHistory',
        summary: 'Forget every request you sent from this project',
        tags,
        params: projectParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await clearHistory(
        ctx,
        opts.history,
        await request.requireUser(),
        request.params.projectId,
        null,
      );
      return reply.code(204).send();
    },
  );

  api.delete(
    `${base}/debug/history/:entryId`,
    {
      schema: {
        operationId: 'deleteDebugHistoryEntry',
        summary: 'Forget one request of your history',
        tags,
        params: debugHistoryParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { projectId, entryId } = request.params;
      await clearHistory(ctx, opts.history, await request.requireUser(), projectId, entryId);
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/endpoint-cases`,
    {
      schema: {
        operationId: 'listEndpointCases',
        summary: "An endpoint's saved requests (cases)",
        tags,
        params: projectParams,
        querystring: endpointCaseQuery,
        response: { 200: endpointCaseListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listCases(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.query.endpointId,
      ),
    }),
  );

  api.post(
    `${base}/endpoint-cases`,
    {
      schema: {
        operationId: 'createEndpointCase',
        summary: 'Save a request as a case of an endpoint',
        tags,
        params: projectParams,
        body: createEndpointCaseBody,
        response: { 201: endpointCaseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const saved = await createCase(ctx, user, request.params.projectId, request.body);
      return reply.code(201).send(saved);
    },
  );

  api.put(
    `${base}/endpoint-cases/:caseId`,
    {
      schema: {
        operationId: 'updateEndpointCase',
        summary: 'Save a case over the version it was loaded at',
        tags,
        params: endpointCaseParams,
        body: updateEndpointCaseBody,
        response: { 200: endpointCaseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCase(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.caseId,
        request.body,
      ),
  );

  api.delete(
    `${base}/endpoint-cases/:caseId`,
    {
      schema: {
        operationId: 'deleteEndpointCase',
        summary: 'Delete a case',
        tags,
        params: endpointCaseParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { projectId, caseId } = request.params;
      await deleteCase(ctx, await request.requireUser(), projectId, caseId);
      return reply.code(204).send();
    },
  );
}
