import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listEnvironmentsRoute,
  createEnvironmentRoute,
  updateEnvironmentRoute,
  deleteEnvironmentRoute,
  getProjectVariablesRoute,
  updateProjectVariablesRoute,
} from '@heron/contract';
import {
  createEnvironment,
  deleteEnvironment,
  getProjectVariables,
  listEnvironments,
  updateEnvironment,
  updateProjectVariables,
  type EnvironmentDeps,
} from './environment-service.js';
import { serve } from '../../http/serve-route.js';

/** A project's environments and its project-wide variables (issue 6). */
export async function environmentRoutes(app: FastifyInstance, opts: EnvironmentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(api, listEnvironmentsRoute, async (request) => ({
    items: await listEnvironments(opts, await request.requireUser(), request.params.projectId),
  }));

  serve(api, createEnvironmentRoute, async (request, reply) => {
    const user = await request.requireUser();
    const created = await createEnvironment(opts, user, request.params.projectId, request.body);
    return reply.code(201).send(created);
  });

  serve(api, updateEnvironmentRoute, async (request) =>
    updateEnvironment(
      opts,
      await request.requireUser(),
      request.params.projectId,
      request.params.environmentId,
      request.body,
    ),
  );

  serve(api, deleteEnvironmentRoute, async (request, reply) => {
    await deleteEnvironment(
      opts,
      await request.requireUser(),
      request.params.projectId,
      request.params.environmentId,
    );
    return reply.code(204).send();
  });

  serve(api, getProjectVariablesRoute, async (request) =>
    getProjectVariables(opts, await request.requireUser(), request.params.projectId),
  );

  serve(api, updateProjectVariablesRoute, async (request) =>
    updateProjectVariables(
      opts,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    ),
  );
}
