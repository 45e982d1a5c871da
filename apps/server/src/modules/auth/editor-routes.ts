import type { FastifyInstance } from 'fastify';
import {
  listEditorCallbackSchemesRoute,
  createEditorCodeRoute,
  createEditorTokenRoute,
} from '@heron/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { toCurrentUser } from './account-service.js';
import { createEditorCode, exchangeEditorCode } from './editor-code-service.js';
import { serve } from '../../http/serve-route.js';

/**
 * Sign-in for editor extensions (spec §2): the web app asks for a one-time code for the
 * extension's callback, the browser opens the callback, and the extension trades the code for a
 * session token it sends as `Authorization: Bearer`.
 */
export async function editorRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const { db, config } = opts;

  serve(app, listEditorCallbackSchemesRoute, async () => ({
    schemes: config.editorCallbackSchemes,
  }));

  serve(app, createEditorCodeRoute, async (request, reply) => {
    const user = await request.requireUser();
    const answer = await createEditorCode(
      db,
      user,
      request.body.redirectUri,
      config.editorCallbackSchemes,
    );
    return reply.status(201).send(answer);
  });

  serve(app, createEditorTokenRoute, async (request) => {
    const { token, expiresAt, user } = await exchangeEditorCode(
      db,
      request.body,
      { ip: request.ip, userAgent: request.headers['user-agent'] },
      config.sessionTtlDays,
    );
    return { token, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user) };
  });
}
