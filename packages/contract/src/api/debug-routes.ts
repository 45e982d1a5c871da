import { z } from 'zod';
import {
  createEndpointCaseBody,
  debugCodeBody,
  debugCodeSchema,
  debugHistoryListSchema,
  debugHistoryParams,
  debugHistoryQuery,
  debugOAuthAuthorizationSchema,
  debugOAuthBody,
  debugOAuthExchangeBody,
  debugOAuthExchangeResultSchema,
  debugOAuthTokenStatusSchema,
  endpointCaseListSchema,
  endpointCaseParams,
  endpointCaseQuery,
  endpointCaseSchema,
  sendRequestBody,
  sendResultSchema,
  updateEndpointCaseBody,
} from '../routes/debug.js';
import { projectParams } from '../routes/projects.js';
import { defineRoute } from './define-route.js';

const done = z.undefined().describe('Done');

export const sendDebugRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/debug/send',
  operationId: 'sendDebugRequest',
  summary:
    'Send a request through the server: scripts, variables (secrets included), the guarded outbound client, the check against the design',
  tags: ['debug'],
  params: projectParams,
  body: sendRequestBody,
  responses: { 200: sendResultSchema },
});

export const getDebugCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/debug/code',
  operationId: 'getDebugCode',
  summary:
    'The request as a send would make it (environment, inherited auth, base URL, mock token), for writing it as code; secrets as placeholders unless revealed',
  tags: ['debug'],
  params: projectParams,
  body: debugCodeBody,
  responses: { 200: debugCodeSchema },
});

export const listDebugHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/debug/history',
  operationId: 'listDebugHistory',
  summary: 'The requests you sent from this project, newest first (the newest 100)',
  tags: ['debug'],
  params: projectParams,
  query: debugHistoryQuery,
  responses: { 200: debugHistoryListSchema },
});

export const clearDebugHistoryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/debug/history',
  operationId: 'clearDebugHistory',
  summary: 'Forget every request you sent from this project',
  tags: ['debug'],
  params: projectParams,
  responses: { 204: done },
});

export const deleteDebugHistoryEntryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/debug/history/:entryId',
  operationId: 'deleteDebugHistoryEntry',
  summary: 'Forget one request of your history',
  tags: ['debug'],
  params: debugHistoryParams,
  responses: { 204: done },
});

export const listEndpointCasesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/endpoint-cases',
  operationId: 'listEndpointCases',
  summary: "An endpoint's saved requests (cases)",
  tags: ['debug'],
  params: projectParams,
  query: endpointCaseQuery,
  responses: { 200: endpointCaseListSchema },
});

export const createEndpointCaseRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/endpoint-cases',
  operationId: 'createEndpointCase',
  summary: 'Save a request as a case of an endpoint',
  tags: ['debug'],
  params: projectParams,
  body: createEndpointCaseBody,
  responses: { 201: endpointCaseSchema },
});

export const updateEndpointCaseRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/endpoint-cases/:caseId',
  operationId: 'updateEndpointCase',
  summary: 'Save a case over the version it was loaded at',
  tags: ['debug'],
  params: endpointCaseParams,
  body: updateEndpointCaseBody,
  responses: { 200: endpointCaseSchema },
});

export const deleteEndpointCaseRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/endpoint-cases/:caseId',
  operationId: 'deleteEndpointCase',
  summary: 'Delete a case',
  tags: ['debug'],
  params: endpointCaseParams,
  responses: { 204: done },
});

export const startDebugOAuthSignInRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/debug/oauth/authorize',
  operationId: 'startDebugOAuthSignIn',
  summary:
    'Start an OAuth 2.0 sign-in (authorization code with PKCE): the address of the provider for a popup',
  tags: ['debug'],
  params: projectParams,
  body: debugOAuthBody,
  responses: { 200: debugOAuthAuthorizationSchema },
});

export const finishDebugOAuthSignInRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/debug/oauth/exchange',
  operationId: 'finishDebugOAuthSignIn',
  summary:
    "Finish your OAuth 2.0 sign-in: trade the callback's code for a token kept for your sends",
  tags: ['debug'],
  body: debugOAuthExchangeBody,
  responses: { 200: debugOAuthExchangeResultSchema },
});

export const getDebugOAuthTokenStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/debug/oauth/token',
  operationId: 'getDebugOAuthTokenStatus',
  summary: 'Whether you hold an OAuth 2.0 token for this auth, and until when',
  tags: ['debug'],
  params: projectParams,
  body: debugOAuthBody,
  responses: { 200: debugOAuthTokenStatusSchema },
});

export const forgetDebugOAuthTokenRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/debug/oauth/token',
  operationId: 'forgetDebugOAuthToken',
  summary: 'Forget your OAuth 2.0 token for this auth',
  tags: ['debug'],
  params: projectParams,
  body: debugOAuthBody,
  responses: { 200: debugOAuthTokenStatusSchema },
});
