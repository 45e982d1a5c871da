import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getDebugCodeRoute,
  sendDebugRequestRoute,
  listDebugHistoryRoute,
  clearDebugHistoryRoute,
  deleteDebugHistoryEntryRoute,
  listEndpointCasesRoute,
  createEndpointCaseRoute,
  updateEndpointCaseRoute,
  deleteEndpointCaseRoute,
} from '@heron/contract';
import { createCase, deleteCase, listCases, updateCase } from './case-service.js';
import { getDebugCode } from './code-service.js';
import { sendDebugRequest, type DebugDeps } from './debug-service.js';
import { clearHistory, listHistory } from './history-service.js';
import { oauthSignInRoutes } from './oauth/oauth-sign-in-routes.js';
import { serve } from '../../http/serve-route.js';

/** The debugger (issue 6): send a request from a project, its answer and checks in return. */
export async function debugRoutes(app: FastifyInstance, opts: DebugDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(oauthSignInRoutes, opts);

  serve(api, sendDebugRequestRoute, async (request) =>
    sendDebugRequest(opts, await request.requireUser(), request.params.projectId, request.body),
  );

  serve(api, getDebugCodeRoute, async (request) =>
    getDebugCode(opts, await request.requireUser(), request.params.projectId, request.body),
  );

  const ctx = opts.env.ctx;

  serve(api, listDebugHistoryRoute, async (request) => ({
    items: await listHistory(
      ctx,
      opts.history,
      await request.requireUser(),
      request.params.projectId,
      request.query.endpointId,
    ),
  }));

  serve(api, clearDebugHistoryRoute, async (request, reply) => {
    await clearHistory(
      ctx,
      opts.history,
      await request.requireUser(),
      request.params.projectId,
      null,
    );
    return reply.code(204).send();
  });

  serve(api, deleteDebugHistoryEntryRoute, async (request, reply) => {
    const { projectId, entryId } = request.params;
    await clearHistory(ctx, opts.history, await request.requireUser(), projectId, entryId);
    return reply.code(204).send();
  });

  serve(api, listEndpointCasesRoute, async (request) => ({
    items: await listCases(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.query.endpointId,
    ),
  }));

  serve(api, createEndpointCaseRoute, async (request, reply) => {
    const user = await request.requireUser();
    const saved = await createCase(ctx, user, request.params.projectId, request.body);
    return reply.code(201).send(saved);
  });

  serve(api, updateEndpointCaseRoute, async (request) =>
    updateCase(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.caseId,
      request.body,
    ),
  );

  serve(api, deleteEndpointCaseRoute, async (request, reply) => {
    const { projectId, caseId } = request.params;
    await deleteCase(ctx, await request.requireUser(), projectId, caseId);
    return reply.code(204).send();
  });
}
