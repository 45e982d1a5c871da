import type { FastifyInstance } from 'fastify';
import {
  createAccessTokenRoute,
  getCurrentAccessTokenRoute,
  listAccessTokensRoute,
  revokeAccessTokenRoute,
} from '@heron/contract';
import { serve } from '../../http/serve-route.js';
import type { WorkspaceContext } from '../access/index.js';
import {
  createAccessToken,
  getCurrentAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from './access-token-service.js';

/** Personal access tokens in account settings, and the token's own view of itself (issue 22). */
export async function accessTokenRoutes(app: FastifyInstance, opts: { ctx: WorkspaceContext }) {
  const { ctx } = opts;

  serve(app, listAccessTokensRoute, async (request) => ({
    items: await listAccessTokens(ctx, await request.requireUser()),
  }));

  serve(app, createAccessTokenRoute, async (request, reply) => {
    const created = await createAccessToken(ctx, await request.requireUser(), request.body);
    return reply.code(201).send(created);
  });

  serve(app, revokeAccessTokenRoute, async (request, reply) => {
    await revokeAccessToken(ctx, await request.requireUser(), request.params.tokenId);
    return reply.code(204).send();
  });

  serve(app, getCurrentAccessTokenRoute, async (request) =>
    getCurrentAccessToken(ctx, await request.requireUser()),
  );
}
