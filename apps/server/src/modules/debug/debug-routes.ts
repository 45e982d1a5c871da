import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectParams, sendRequestBody, sendResultSchema } from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { sendDebugRequest, type DebugDeps } from './debug-service.js';

const tags = ['debug'];

/** The debugger (issue 6): send a request from a project, its answer and checks in return. */
export async function debugRoutes(app: FastifyInstance, opts: DebugDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
