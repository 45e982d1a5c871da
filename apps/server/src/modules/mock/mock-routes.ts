import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getMockSettingsRoute,
  updateMockSettingsRoute,
  regenerateMockTokenRoute,
  resetMockStateRoute,
  getMockLogRoute,
  clearMockLogRoute,
  upsertMockEnvironmentRoute,
  getEndpointMockRoute,
  updateEndpointMockRoute,
} from '@heron/contract';
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
import { serve } from '../../http/serve-route.js';

/** How a project's mock answers, its live log and its endpoints' expectations (issue 7). */
export async function mockRoutes(app: FastifyInstance, deps: MockDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(api, getMockSettingsRoute, async (request) =>
    getMockSettings(deps, await request.requireUser(), request.params.projectId),
  );

  serve(api, updateMockSettingsRoute, async (request) =>
    updateMockSettings(deps, await request.requireUser(), request.params.projectId, request.body),
  );

  serve(api, regenerateMockTokenRoute, async (request) =>
    regenerateMockToken(deps, await request.requireUser(), request.params.projectId),
  );

  serve(api, resetMockStateRoute, async (request, reply) => {
    await resetMockState(deps, await request.requireUser(), request.params.projectId);
    return reply.code(204).send();
  });

  serve(api, getMockLogRoute, async (request) =>
    readMockLog(deps, await request.requireUser(), request.params.projectId, request.query.after),
  );

  serve(api, clearMockLogRoute, async (request, reply) => {
    await clearMockLog(deps, await request.requireUser(), request.params.projectId);
    return reply.code(204).send();
  });

  serve(api, upsertMockEnvironmentRoute, async (request, reply) => {
    const { environment, created } = await upsertMockEnvironment(
      deps,
      await request.requireUser(),
      request.params.projectId,
    );
    return reply.code(created ? 201 : 200).send(environment);
  });

  serve(api, getEndpointMockRoute, async (request) =>
    getEndpointMock(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.endpointId,
    ),
  );

  serve(api, updateEndpointMockRoute, async (request) =>
    updateEndpointMock(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.endpointId,
      request.body,
    ),
  );
}
