import { z } from 'zod';
import {
  accessTokenListSchema,
  accessTokenParams,
  accessTokenSchema,
  createAccessTokenBody,
  createdAccessTokenSchema,
} from '../routes/access-tokens.js';
import { defineRoute } from './define-route.js';

export const listAccessTokensRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/account/access-tokens',
  operationId: 'listAccessTokens',
  summary: "The caller's personal access tokens, newest first (never the tokens themselves)",
  tags: ['account'],
  responses: { 200: accessTokenListSchema },
});

export const createAccessTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/account/access-tokens',
  operationId: 'createAccessToken',
  summary: 'Make a personal access token; the answer holds the token, shown this once',
  description:
    'The projects must be ones the caller can see. At most MAX_ACCESS_TOKENS (50) live tokens (409 ACCESS_TOKEN_LIMIT_REACHED).',
  tags: ['account'],
  body: createAccessTokenBody,
  responses: { 201: createdAccessTokenSchema },
});

export const revokeAccessTokenRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/account/access-tokens/:tokenId',
  operationId: 'revokeAccessToken',
  summary: 'Revoke a personal access token: it is refused (401 ACCESS_TOKEN_REVOKED) from now on',
  tags: ['account'],
  params: accessTokenParams,
  responses: { 204: z.undefined().describe('Done') },
});

export const getCurrentAccessTokenRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/access-token',
  operationId: 'getCurrentAccessToken',
  summary: 'The personal access token the call is made with: its projects, right and expiry',
  description:
    'Answers only a call made with `Authorization: Bearer heron_pat_…` (401 otherwise). `heron run --server` starts here to learn which projects to look in.',
  tags: ['account'],
  acceptsAccessToken: true,
  responses: { 200: accessTokenSchema },
});
