import type { FastifyInstance } from 'fastify';
import {
  listProjectsRoute,
  createProjectRoute,
  getProjectRoute,
  updateProjectRoute,
  lockProjectRoute,
  deleteProjectRoute,
  recoverProjectRoute,
  purgeProjectRoute,
  leaveProjectRoute,
} from '@heron/contract';
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
import { serve } from '../../http/serve-route.js';

/** Projects: the list with its tabs, one project's info, lock, trash, recovery and leaving. */
export async function projectRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const ctx = opts.workspace;

  serve(app, listProjectsRoute, async (request) =>
    listProjects(ctx, await request.requireUser(), request.query),
  );

  serve(app, createProjectRoute, async (request, reply) => {
    const project = await createProject(ctx, await request.requireUser(), request.body);
    return reply.status(201).send(project);
  });

  serve(app, getProjectRoute, async (request) =>
    getProject(ctx, await request.requireUser(), request.params.projectId),
  );

  serve(app, updateProjectRoute, async (request) =>
    updateProject(ctx, await request.requireUser(), request.params.projectId, request.body),
  );

  serve(app, lockProjectRoute, async (request) =>
    setProjectLocked(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.body.locked,
    ),
  );

  serve(app, deleteProjectRoute, async (request, reply) => {
    await deleteProject(ctx, await request.requireUser(), request.params.projectId);
    return reply.status(204).send();
  });

  serve(app, recoverProjectRoute, async (request) =>
    recoverProject(ctx, await request.requireUser(), request.params.projectId),
  );

  serve(app, purgeProjectRoute, async (request, reply) => {
    await purgeProject(ctx, await request.requireUser(), request.params.projectId);
    return reply.status(204).send();
  });

  serve(app, leaveProjectRoute, async (request, reply) => {
    await leaveProject(ctx, await request.requireUser(), request.params.projectId);
    return reply.status(204).send();
  });
}
