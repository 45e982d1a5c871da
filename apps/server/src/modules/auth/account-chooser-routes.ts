import type { FastifyInstance } from 'fastify';
import {
  maskPhone,
  type SignedInAccount,
  listSignedInAccountsRoute,
  switchAccountRoute,
  logoutAllRoute,
} from '@heron/contract';
import { toCurrentUser } from './account-service.js';
import type { User } from './session-service.js';
import { serve } from '../../http/serve-route.js';

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
  serve(app, listSignedInAccountsRoute, async (request, reply) => {
    const state = await request.browserSessions();
    reply.tidyBrowserSessions(state);
    const accounts = state.others.map((session) => toSignedInAccount(session.user, false));
    if (state.active) accounts.unshift(toSignedInAccount(state.active.user, true));
    return { accounts };
  });

  serve(app, switchAccountRoute, async (request, reply) => ({
    user: toCurrentUser(await reply.switchAccount(request.body.userId)),
  }));

  serve(app, logoutAllRoute, async (_request, reply) => {
    await reply.signOutAll();
    return reply.status(204).send();
  });
}
