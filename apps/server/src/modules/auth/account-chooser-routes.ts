import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maskPhone,
  sessionResponse,
  signedInAccountsResponse,
  switchAccountBody,
  type SignedInAccount,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { toCurrentUser } from './account-service.js';
import type { User } from './session-service.js';

const tags = ['auth'];

function toSignedInAccount(user: User, isActive: boolean): SignedInAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneMasked: user.phone ? maskPhone(user.phone) : null,
    avatarUrl: user.avatarUrl,
    isActive,
  };
}

/**
 * The account chooser: the accounts one browser is signed in to, switching between them without
 * a password, and signing out of all of them. Everything here works on the browser's own
 * cookies; no token ever leaves them.
 */
export async function accountChooserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/auth/accounts',
    {
      schema: {
        operationId: 'listSignedInAccounts',
        summary: 'The accounts this browser is signed in to (empty when none)',
        tags,
        response: { 200: signedInAccountsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const state = await request.browserSessions();
      reply.tidyBrowserSessions(state);
      const accounts = state.others.map((session) => toSignedInAccount(session.user, false));
      if (state.active) accounts.unshift(toSignedInAccount(state.active.user, true));
      return { accounts };
    },
  );

  api.post(
    '/api/v1/auth/accounts/switch',
    {
      schema: {
        operationId: 'switchAccount',
        summary: 'Make another account this browser is signed in to the active one',
        tags,
        body: switchAccountBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => ({
      user: toCurrentUser(await reply.switchAccount(request.body.userId)),
    }),
  );

  api.post(
    '/api/v1/auth/logout/all',
    {
      schema: {
        operationId: 'logoutAll',
        summary: 'Sign out of every account this browser is signed in to',
        tags,
        response: { 204: z.undefined().describe('Done'), ...errorResponses },
      },
    },
    async (_request, reply) => {
      await reply.signOutAll();
      return reply.status(204).send();
    },
  );
}
