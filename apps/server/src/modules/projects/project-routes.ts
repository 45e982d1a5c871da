import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBody,
  lockProjectBody,
  projectListQuery,
  projectPage,
  projectParams,
  projectSummarySchema,
  updateProjectBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { listProjects } from './project-list-service.js';
import {
  createProject,
  deleteProject,
  getProject,
  leaveProject,
  purgeProject,
  recoverProject,
  setProjectLocked,
  updateProject,
} from './project-service.js';

const tags = ['projects'];
const done = z.undefined().describe('Done');

/** Projects: the list with its tabs, one project's info, lock, trash, recovery and leaving. */
export async function projectRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = opts.workspace;

  api.get(
    '/api/v1/projects',
    {
      schema: {
        operationId: 'listProjects',
        summary: 'Projects of a tab (all, mine, joined, trash), newest first, a page at a time',
        tags,
        querystring: projectListQuery,
        response: { 200: projectPage, ...errorResponses },
      },
    },
    async (request) => listProjects(ctx, await request.requireUser(), request.query),
  );

  api.post(
    '/api/v1/projects',
    {
      schema: {
        operationId: 'createProject',
        summary: 'Create a project in a team the caller manages, with its project admin',
        tags,
        body: createProjectBody,
        response: { 201: projectSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const project = await createProject(ctx, await request.requireUser(), request.body);
      return reply.status(201).send(project);
    },
  );

  api.get(
    '/api/v1/projects/:projectId',
    {
      schema: {
        operationId: 'getProject',
        summary: 'One project, with what the caller may do with it',
        tags,
        params: projectParams,
        response: { 200: projectSummarySchema, ...errorResponses },
      },
    },
    async (request) => getProject(ctx, await request.requireUser(), request.params.projectId),
  );

  api.patch(
    '/api/v1/projects/:projectId',
    {
      schema: {
        operationId: 'updateProject',
        summary: "Change a project's name, description or category (project admins)",
        tags,
        params: projectParams,
        body: updateProjectBody,
        response: { 200: projectSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      updateProject(ctx, await request.requireUser(), request.params.projectId, request.body),
  );

  api.put(
    '/api/v1/projects/:projectId/lock',
    {
      schema: {
        operationId: 'lockProject',
        summary: 'Lock or unlock a project (project admins)',
        tags,
        params: projectParams,
        body: lockProjectBody,
        response: { 200: projectSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      setProjectLocked(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.body.locked,
      ),
  );

  api.delete(
    '/api/v1/projects/:projectId',
    {
      schema: {
        operationId: 'deleteProject',
        summary: 'Move a project to the trash',
        tags,
        params: projectParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteProject(ctx, await request.requireUser(), request.params.projectId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/projects/:projectId/recover',
    {
      schema: {
        operationId: 'recoverProject',
        summary: 'Bring a project back from the trash (on a plan with recovery)',
        tags,
        params: projectParams,
        response: { 200: projectSummarySchema, ...errorResponses },
      },
    },
    async (request) => recoverProject(ctx, await request.requireUser(), request.params.projectId),
  );

  api.delete(
    '/api/v1/projects/:projectId/permanent',
    {
      schema: {
        operationId: 'purgeProject',
        summary: 'Delete a project from the trash for good',
        tags,
        params: projectParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await purgeProject(ctx, await request.requireUser(), request.params.projectId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/projects/:projectId/leave',
    {
      schema: {
        operationId: 'leaveProject',
        summary: 'Take yourself off a project',
        tags,
        params: projectParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await leaveProject(ctx, await request.requireUser(), request.params.projectId);
      return reply.status(204).send();
    },
  );
}
