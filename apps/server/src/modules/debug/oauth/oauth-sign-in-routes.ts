import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  debugOAuthAuthorizationSchema,
  debugOAuthBody,
  debugOAuthExchangeBody,
  debugOAuthExchangeResultSchema,
  debugOAuthTokenStatusSchema,
  projectParams,
} from '@heron/contract';
import { errorResponses } from '../../../http/error-responses.js';
import {
  finishSignIn,
  forgetToken,
  getTokenStatus,
  startSignIn,
  type OAuthSignInDeps,
} from './oauth-sign-in-service.js';
import { SignInStore } from './sign-in-store.js';

const tags = ['debug'];
const base = '/api/v1/projects/:projectId/debug/oauth';

export type OAuthSignInRouteOptions = Omit<OAuthSignInDeps, 'signIns'> & {
  /** Sign-ins waiting for their callback; one store for the app by default. */
  signIns?: SignInStore;
};

/** The debugger's OAuth 2.0 sign-in through a browser popup (authorization code with PKCE). */
export async function oauthSignInRoutes(app: FastifyInstance, opts: OAuthSignInRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: OAuthSignInDeps = { ...opts, signIns: opts.signIns ?? new SignInStore() };

  api.post(
    `${base}/authorize`,
    {
      schema: {
        operationId: 'startDebugOAuthSignIn',
        summary:
          'Start an OAuth 2.0 sign-in (authorization code with PKCE): the address of the provider for a popup',
        tags,
        params: projectParams,
        body: debugOAuthBody,
        response: { 200: debugOAuthAuthorizationSchema, ...errorResponses },
      },
    },
    async (request) =>
      startSignIn(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  api.post(
    '/api/v1/debug/oauth/exchange',
    {
      schema: {
        operationId: 'finishDebugOAuthSignIn',
        summary:
          "Finish your OAuth 2.0 sign-in: trade the callback's code for a token kept for your sends",
        tags,
        body: debugOAuthExchangeBody,
        response: { 200: debugOAuthExchangeResultSchema, ...errorResponses },
      },
    },
    async (request) => finishSignIn(deps, await request.requireUser(), request.body),
  );

  api.post(
    `${base}/token`,
    {
      schema: {
        operationId: 'getDebugOAuthTokenStatus',
        summary: 'Whether you hold an OAuth 2.0 token for this auth, and until when',
        tags,
        params: projectParams,
        body: debugOAuthBody,
        response: { 200: debugOAuthTokenStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      getTokenStatus(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  api.delete(
    `${base}/token`,
    {
      schema: {
        operationId: 'forgetDebugOAuthToken',
        summary: 'Forget your OAuth 2.0 token for this auth',
        tags,
        params: projectParams,
        body: debugOAuthBody,
        response: { 200: debugOAuthTokenStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      forgetToken(deps, await request.requireUser(), request.params.projectId, request.body),
  );
}
