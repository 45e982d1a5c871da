import { z } from 'zod';
import { sessionResponse } from '../routes/auth.js';
import {
  identitiesResponse,
  oauthCallbackQuery,
  oauthProvidersResponse,
  oauthTicketBody,
  oauthTicketResponse,
  providerParams,
  registerWithTicketBody,
  startOAuthBody,
  startOAuthResponse,
} from '../routes/oauth.js';
import { defineRoute } from './define-route.js';

export const listOAuthProvidersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/oauth/providers',
  operationId: 'listOAuthProviders',
  summary: 'The sign-in providers and whether this server has each set up',
  tags: ['oauth'],
  responses: { 200: oauthProvidersResponse },
});

export const startOAuthRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/oauth/:provider/authorizations',
  operationId: 'startOAuth',
  summary: 'Start signing in with, or linking, a provider: returns where to send the browser',
  tags: ['oauth'],
  params: providerParams,
  body: startOAuthBody,
  responses: { 200: startOAuthResponse },
});

export const finishOAuthRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/oauth/:provider/callback',
  operationId: 'finishOAuth',
  summary: 'Where the provider sends the browser back; redirects into the web app',
  tags: ['oauth'],
  params: providerParams,
  query: oauthCallbackQuery,
  responses: { 302: z.undefined().describe('To the web app') },
});

export const readOAuthTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/oauth/ticket',
  operationId: 'readOAuthTicket',
  summary: 'The provider profile of a first sign-in, for the choice screen',
  tags: ['oauth'],
  body: oauthTicketBody,
  responses: { 200: oauthTicketResponse },
});

export const registerWithOAuthTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/oauth/ticket/register',
  operationId: 'registerWithOAuthTicket',
  summary: 'Create an account from a first sign-in through a provider, and sign in',
  tags: ['oauth'],
  body: registerWithTicketBody,
  responses: { 201: sessionResponse },
});

export const bindOAuthTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/oauth/ticket/bind',
  operationId: 'bindOAuthTicket',
  summary: 'Link the provider account of a first sign-in to the signed-in account',
  tags: ['oauth'],
  body: oauthTicketBody,
  responses: { 200: sessionResponse },
});

export const listIdentitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/account/identities',
  operationId: 'listIdentities',
  summary: 'The Google, GitHub and WeChat accounts linked to this account',
  tags: ['account'],
  responses: { 200: identitiesResponse },
});

export const unlinkIdentityRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/account/identities/:provider',
  operationId: 'unlinkIdentity',
  summary: 'Unlink (unbind) a provider; refused while it is the only way to sign in',
  tags: ['account'],
  params: providerParams,
  responses: { 204: z.undefined().describe('Unlinked') },
});
