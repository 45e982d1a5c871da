import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEditorCodeBody,
  editorCallbackSchemesResponse,
  editorCodeResponse,
  editorTokenBody,
  editorTokenResponse,
} from '@heron/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { errorResponses } from '../../http/error-responses.js';
import { toCurrentUser } from './account-service.js';
import { createEditorCode, exchangeEditorCode } from './editor-code-service.js';

const tags = ['auth'];

/**
 * Sign-in for editor extensions (spec §2): the web app asks for a one-time code for the
 * extension's callback, the browser opens the callback, and the extension trades the code for a
 * session token it sends as `Authorization: Bearer`.
 */
export async function editorRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;

  api.get(
    '/api/v1/auth/editor-callback-schemes',
    {
      schema: {
        operationId: 'listEditorCallbackSchemes',
        summary: 'The URI schemes an editor sign-in callback may use',
        tags,
        response: { 200: editorCallbackSchemesResponse, ...errorResponses },
      },
    },
    async () => ({ schemes: config.editorCallbackSchemes }),
  );

  api.post(
    '/api/v1/auth/editor-codes',
    {
      schema: {
        operationId: 'createEditorCode',
        summary:
          "A one-time code for the signed-in person's editor extension, added to its callback",
        tags,
        body: createEditorCodeBody,
        response: { 201: editorCodeResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const answer = await createEditorCode(
        db,
        user,
        request.body.redirectUri,
        config.editorCallbackSchemes,
      );
      return reply.status(201).send(answer);
    },
  );

  api.post(
    '/api/v1/auth/editor-token',
    {
      schema: {
        operationId: 'createEditorToken',
        summary: 'Trade a one-time editor code (once, within 5 minutes) for a session token',
        tags,
        body: editorTokenBody,
        response: { 200: editorTokenResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { token, expiresAt, user } = await exchangeEditorCode(
        db,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        config.sessionTtlDays,
      );
      return { token, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user) };
    },
  );
}
