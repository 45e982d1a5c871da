import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endpointMockParams,
  endpointMockSchema,
  environmentSchema,
  mockLogQuery,
  mockLogSchema,
  mockSettingsSchema,
  projectParams,
  updateEndpointMockBody,
  updateMockSettingsBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { getEndpointMock, updateEndpointMock } from './endpoint-mock-service.js';
import {
  clearMockLog,
  getMockSettings,
  readMockLog,
  regenerateMockToken,
  resetMockState,
  updateMockSettings,
  upsertMockEnvironment,
  type MockDeps,
} from './mock-service.js';

const tags = ['mock'];
const base = '/api/v1/projects/:projectId/mock';
const noContent = z.undefined().describe('Done');

/** How a project's mock answers, its live log and its endpoints' expectations (issue 7). */
export async function mockRoutes(app: FastifyInstance, deps: MockDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    base,
    {
      schema: {
        operationId: 'getMockSettings',
        summary: "The project's mock: its address, access, token, settings and what is serving",
        tags,
        params: projectParams,
        response: { 200: mockSettingsSchema, ...errorResponses },
      },
    },
    async (request) => getMockSettings(deps, await request.requireUser(), request.params.projectId),
  );

  api.put(
    base,
    {
      schema: {
        operationId: 'updateMockSettings',
        summary: "Save the mock's settings over the version they were loaded at",
        tags,
        params: projectParams,
        body: updateMockSettingsBody,
        response: { 200: mockSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateMockSettings(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  api.post(
    `${base}/token`,
    {
      schema: {
        operationId: 'regenerateMockToken',
        summary: 'Replace the private mock token (the old one stops working at once)',
        tags,
        params: projectParams,
        response: { 200: mockSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      regenerateMockToken(deps, await request.requireUser(), request.params.projectId),
  );

  api.post(
    `${base}/reset`,
    {
      schema: {
        operationId: 'resetMockState',
        summary: 'Forget what stateful mode stored (created, changed and deleted items)',
        tags,
        params: projectParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetMockState(deps, await request.requireUser(), request.params.projectId);
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/log`,
    {
      schema: {
        operationId: 'getMockLog',
        summary: 'The last requests the mock served, oldest first (poll with `after`)',
        tags,
        params: projectParams,
        querystring: mockLogQuery,
        response: { 200: mockLogSchema, ...errorResponses },
      },
    },
    async (request) =>
      readMockLog(deps, await request.requireUser(), request.params.projectId, request.query.after),
  );

  api.delete(
    `${base}/log`,
    {
      schema: {
        operationId: 'clearMockLog',
        summary: "Empty the mock's live log",
        tags,
        params: projectParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await clearMockLog(deps, await request.requireUser(), request.params.projectId);
      return reply.code(204).send();
    },
  );

  api.post(
    `${base}/environment`,
    {
      schema: {
        operationId: 'upsertMockEnvironment',
        summary: 'Make (or point again) the environment "Mock" whose base URL is the mock',
        tags,
        params: projectParams,
        response: { 200: environmentSchema, 201: environmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { environment, created } = await upsertMockEnvironment(
        deps,
        await request.requireUser(),
        request.params.projectId,
      );
      return reply.code(created ? 201 : 200).send(environment);
    },
  );

  api.get(
    `${base}/endpoints/:endpointId`,
    {
      schema: {
        operationId: 'getEndpointMock',
        summary: "An endpoint's mock settings and expectations",
        tags,
        params: endpointMockParams,
        response: { 200: endpointMockSchema, ...errorResponses },
      },
    },
    async (request) =>
      getEndpointMock(
        deps,
        await request.requireUser(),
        request.params.projectId,
        request.params.endpointId,
      ),
  );

  api.put(
    `${base}/endpoints/:endpointId`,
    {
      schema: {
        operationId: 'updateEndpointMock',
        summary:
          "Save an endpoint's mock settings and expectations (each expectation is compiled first)",
        tags,
        params: endpointMockParams,
        body: updateEndpointMockBody,
        response: { 200: endpointMockSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateEndpointMock(
        deps,
        await request.requireUser(),
        request.params.projectId,
        request.params.endpointId,
        request.body,
      ),
  );
}
