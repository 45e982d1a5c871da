import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getDesignTreeRoute,
  createDesignItemRoute,
  getDesignItemRoute,
  updateDesignItemRoute,
  moveDesignItemRoute,
  deleteDesignItemRoute,
  listDesignRevisionsRoute,
  getDesignRevisionRoute,
  restoreDesignRevisionRoute,
  listDesignTrashRoute,
  restoreDesignTrashItemRoute,
  purgeDesignTrashItemRoute,
  getDesignMetaRoute,
  updateDesignMetaRoute,
} from '@heron/contract';
import type { WorkspaceContext } from '../access/index.js';
import { createItem, getItem, getTree, updateItem } from './item-service.js';
import { getDesignMeta, updateDesignMeta } from './meta-service.js';
import { moveItem } from './move-item.js';
import { getRevision, listRevisions, restoreRevision } from './revision-service.js';
import { deleteItem, listTrash, purgeFromTrash, restoreFromTrash } from './trash-service.js';
import { serve } from '../../http/serve-route.js';

/** The API design of a project: tree, items, moves, history, trash and settings (issue 5). */
export async function designRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = opts.workspace;

  serve(api, getDesignTreeRoute, async (request) =>
    getTree(ctx, await request.requireUser(), request.params.projectId),
  );

  serve(api, createDesignItemRoute, async (request, reply) => {
    const item = await createItem(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.body,
    );
    return reply.status(201).send(item);
  });

  serve(api, getDesignItemRoute, async (request) =>
    getItem(ctx, await request.requireUser(), request.params.projectId, request.params.itemId),
  );

  serve(api, updateDesignItemRoute, async (request) =>
    updateItem(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.itemId,
      request.body,
    ),
  );

  serve(api, moveDesignItemRoute, async (request) =>
    moveItem(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.itemId,
      request.body,
    ),
  );

  serve(api, deleteDesignItemRoute, async (request, reply) => {
    const { projectId, itemId } = request.params;
    await deleteItem(ctx, await request.requireUser(), projectId, itemId);
    return reply.status(204).send();
  });

  serve(api, listDesignRevisionsRoute, async (request) =>
    listRevisions(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.itemId,
    ),
  );

  serve(api, getDesignRevisionRoute, async (request) => {
    const { projectId, itemId, version } = request.params;
    return getRevision(ctx, await request.requireUser(), projectId, itemId, version);
  });

  serve(api, restoreDesignRevisionRoute, async (request) => {
    const { projectId, itemId, version } = request.params;
    const user = await request.requireUser();
    return restoreRevision(ctx, user, projectId, itemId, version, request.body.baseVersion);
  });

  serve(api, listDesignTrashRoute, async (request) =>
    listTrash(ctx, await request.requireUser(), request.params.projectId, request.query),
  );

  serve(api, restoreDesignTrashItemRoute, async (request) =>
    restoreFromTrash(
      ctx,
      await request.requireUser(),
      request.params.projectId,
      request.params.itemId,
    ),
  );

  serve(api, purgeDesignTrashItemRoute, async (request, reply) => {
    const { projectId, itemId } = request.params;
    await purgeFromTrash(ctx, await request.requireUser(), projectId, itemId);
    return reply.status(204).send();
  });

  serve(api, getDesignMetaRoute, async (request) =>
    getDesignMeta(ctx, await request.requireUser(), request.params.projectId),
  );

  serve(api, updateDesignMetaRoute, async (request) =>
    updateDesignMeta(ctx, await request.requireUser(), request.params.projectId, request.body),
  );
}
