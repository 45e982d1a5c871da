import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  startDebugOAuthSignInRoute,
  finishDebugOAuthSignInRoute,
  getDebugOAuthTokenStatusRoute,
  forgetDebugOAuthTokenRoute,
} from '@heron/contract';
import {
  finishSignIn,
  forgetToken,
  getTokenStatus,
  startSignIn,
  type OAuthSignInDeps,
} from './oauth-sign-in-service.js';
import { SignInStore } from './sign-in-store.js';
import { serve } from '../../../http/serve-route.js';

export type OAuthSignInRouteOptions = Omit<OAuthSignInDeps, 'signIns'> & {
  /** Sign-ins waiting for their callback; one store for the app by default. */
  signIns?: SignInStore;
};

/** The debugger's OAuth 2.0 sign-in through a browser popup (authorization code with PKCE). */
export async function oauthSignInRoutes(app: FastifyInstance, opts: OAuthSignInRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: OAuthSignInDeps = { ...opts, signIns: opts.signIns ?? new SignInStore() };

  serve(api, startDebugOAuthSignInRoute, async (request) =>
    startSignIn(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  serve(api, finishDebugOAuthSignInRoute, async (request) =>
    finishSignIn(deps, await request.requireUser(), request.body),
  );

  serve(api, getDebugOAuthTokenStatusRoute, async (request) =>
    getTokenStatus(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  serve(api, forgetDebugOAuthTokenRoute, async (request) =>
    forgetToken(deps, await request.requireUser(), request.params.projectId, request.body),
  );
}
