import { z } from 'zod';
import { environmentSchema } from '../routes/environments.js';
import {
  endpointMockParams,
  endpointMockSchema,
  mockLogQuery,
  mockLogSchema,
  mockSettingsSchema,
  updateEndpointMockBody,
  updateMockSettingsBody,
} from '../routes/mock.js';
import { projectParams } from '../routes/projects.js';
import { defineRoute } from './define-route.js';

const noContent = z.undefined().describe('Done');

export const getMockSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/mock',
  operationId: 'getMockSettings',
  summary: "The project's mock: its address, access, token, settings and what is serving",
  tags: ['mock'],
  params: projectParams,
  responses: { 200: mockSettingsSchema },
});

export const updateMockSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/mock',
  operationId: 'updateMockSettings',
  summary: "Save the mock's settings over the version they were loaded at",
  tags: ['mock'],
  params: projectParams,
  body: updateMockSettingsBody,
  responses: { 200: mockSettingsSchema },
});

export const regenerateMockTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/mock/token',
  operationId: 'regenerateMockToken',
  summary: 'Replace the private mock token (the old one stops working at once)',
  tags: ['mock'],
  params: projectParams,
  responses: { 200: mockSettingsSchema },
});

export const resetMockStateRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/mock/reset',
  operationId: 'resetMockState',
  summary: 'Forget what stateful mode stored (created, changed and deleted items)',
  tags: ['mock'],
  params: projectParams,
  responses: { 204: noContent },
});

export const getMockLogRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/mock/log',
  operationId: 'getMockLog',
  summary: 'The last requests the mock served, oldest first (poll with `after`)',
  tags: ['mock'],
  params: projectParams,
  query: mockLogQuery,
  responses: { 200: mockLogSchema },
});

export const clearMockLogRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/mock/log',
  operationId: 'clearMockLog',
  summary: "Empty the mock's live log",
  tags: ['mock'],
  params: projectParams,
  responses: { 204: noContent },
});

export const upsertMockEnvironmentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/mock/environment',
  operationId: 'upsertMockEnvironment',
  summary: 'Make (or point again) the environment "Mock" whose base URL is the mock',
  tags: ['mock'],
  params: projectParams,
  responses: { 200: environmentSchema, 201: environmentSchema },
});

export const getEndpointMockRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/mock/endpoints/:endpointId',
  operationId: 'getEndpointMock',
  summary: "An endpoint's mock settings and expectations",
  tags: ['mock'],
  params: endpointMockParams,
  responses: { 200: endpointMockSchema },
});

export const updateEndpointMockRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/mock/endpoints/:endpointId',
  operationId: 'updateEndpointMock',
  summary: "Save an endpoint's mock settings and expectations (each expectation is compiled first)",
  tags: ['mock'],
  params: endpointMockParams,
  body: updateEndpointMockBody,
  responses: { 200: endpointMockSchema },
});
