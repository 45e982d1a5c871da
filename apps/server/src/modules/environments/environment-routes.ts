import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEnvironmentBody,
  environmentListSchema,
  environmentParams,
  environmentSchema,
  projectParams,
  projectVariablesSchema,
  updateEnvironmentBody,
  updateProjectVariablesBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import {
  createEnvironment,
  deleteEnvironment,
  getProjectVariables,
  listEnvironments,
  updateEnvironment,
  updateProjectVariables,
  type EnvironmentDeps,
} from './environment-service.js';

const tags = ['environments'];
const base = '/api/v1/projects/:projectId';

/** A project's environments and its project-wide variables (issue 6). */
export async function environmentRoutes(app: FastifyInstance, opts: EnvironmentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${base}/environments`,
    {
      schema: {
        operationId: 'listEnvironments',
        summary: "The project's environments, in picker order (secret values left out)",
        tags,
        params: projectParams,
        response: { 200: environmentListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listEnvironments(opts, await request.requireUser(), request.params.projectId),
    }),
  );

  api.post(
    `${base}/environments`,
    {
      schema: {
        operationId: 'createEnvironment',
        summary: 'Add an environment, last in the picker',
        tags,
        params: projectParams,
        body: createEnvironmentBody,
        response: { 201: environmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const created = await createEnvironment(opts, user, request.params.projectId, request.body);
      return reply.code(201).send(created);
    },
  );

  api.put(
    `${base}/environments/:environmentId`,
    {
      schema: {
        operationId: 'updateEnvironment',
        summary: 'Save an environment over the version it was loaded at',
        tags,
        params: environmentParams,
        body: updateEnvironmentBody,
        response: { 200: environmentSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateEnvironment(
        opts,
        await request.requireUser(),
        request.params.projectId,
        request.params.environmentId,
        request.body,
      ),
  );

  api.delete(
    `${base}/environments/:environmentId`,
    {
      schema: {
        operationId: 'deleteEnvironment',
        summary: 'Delete an environment',
        tags,
        params: environmentParams,
        response: { 204: z.undefined().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteEnvironment(
        opts,
        await request.requireUser(),
        request.params.projectId,
        request.params.environmentId,
      );
      return reply.code(204).send();
    },
  );

  api.get(
    `${base}/variables`,
    {
      schema: {
        operationId: 'getProjectVariables',
        summary: "The project's variables, seen by every environment (secret values left out)",
        tags,
        params: projectParams,
        response: { 200: projectVariablesSchema, ...errorResponses },
      },
    },
    async (request) =>
      getProjectVariables(opts, await request.requireUser(), request.params.projectId),
  );

  api.put(
    `${base}/variables`,
    {
      schema: {
        operationId: 'updateProjectVariables',
        summary: "Save the project's variables over the version they were loaded at",
        tags,
        params: projectParams,
        body: updateProjectVariablesBody,
        response: { 200: projectVariablesSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateProjectVariables(
        opts,
        await request.requireUser(),
        request.params.projectId,
        request.body,
      ),
  );
}
