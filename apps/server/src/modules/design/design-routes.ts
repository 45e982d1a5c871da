import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createItemBody,
  designItemParams,
  designItemSchema,
  designMetaResponseSchema,
  designParams,
  designRevisionParams,
  designTrashPage,
  designTrashQuery,
  designTreeSchema,
  moveItemBody,
  restoreRevisionBody,
  revisionDetailSchema,
  revisionListSchema,
  updateDesignMetaBody,
  updateItemBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { WorkspaceContext } from '../access/index.js';
import { createItem, getItem, getTree, updateItem } from './item-service.js';
import { getDesignMeta, updateDesignMeta } from './meta-service.js';
import { moveItem } from './move-item.js';
import { getRevision, listRevisions, restoreRevision } from './revision-service.js';
import { deleteItem, listTrash, purgeFromTrash, restoreFromTrash } from './trash-service.js';

const tags = ['design'];
const done = z.undefined().describe('Done');
const base = '/api/v1/projects/:projectId/design';

/** The API design of a project: tree, items, moves, history, trash and settings (issue 5). */
export async function designRoutes(app: FastifyInstance, opts: { workspace: WorkspaceContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = opts.workspace;

  api.get(
    `${base}/tree`,
    {
      schema: {
        operationId: 'getDesignTree',
        summary: 'The design tree: every live folder, endpoint, data model and document',
        tags,
        params: designParams,
        response: { 200: designTreeSchema, ...errorResponses },
      },
    },
    async (request) => getTree(ctx, await request.requireUser(), request.params.projectId),
  );

  api.post(
    `${base}/items`,
    {
      schema: {
        operationId: 'createDesignItem',
        summary: 'Create a folder, endpoint, data model or document, last in its folder',
        tags,
        params: designParams,
        body: createItemBody,
        response: { 201: designItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const item = await createItem(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.body,
      );
      return reply.status(201).send(item);
    },
  );

  api.get(
    `${base}/items/:itemId`,
    {
      schema: {
        operationId: 'getDesignItem',
        summary: 'One live design item with its content and version',
        tags,
        params: designItemParams,
        response: { 200: designItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      getItem(ctx, await request.requireUser(), request.params.projectId, request.params.itemId),
  );

  api.put(
    `${base}/items/:itemId`,
    {
      schema: {
        operationId: 'updateDesignItem',
        summary:
          'Save an item over the version it was loaded at (409 EDIT_CONFLICT when someone saved since)',
        tags,
        params: designItemParams,
        body: updateItemBody,
        response: { 200: designItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateItem(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.itemId,
        request.body,
      ),
  );

  api.post(
    `${base}/items/:itemId/move`,
    {
      schema: {
        operationId: 'moveDesignItem',
        summary: 'Move an item into a folder of its section (or the root) at a position',
        tags,
        params: designItemParams,
        body: moveItemBody,
        response: { 200: designItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      moveItem(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.itemId,
        request.body,
      ),
  );

  api.delete(
    `${base}/items/:itemId`,
    {
      schema: {
        operationId: 'deleteDesignItem',
        summary: 'Move an item and everything under it to the design trash',
        tags,
        params: designItemParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { projectId, itemId } = request.params;
      await deleteItem(ctx, await request.requireUser(), projectId, itemId);
      return reply.status(204).send();
    },
  );

  api.get(
    `${base}/items/:itemId/revisions`,
    {
      schema: {
        operationId: 'listDesignRevisions',
        summary: "An item's revisions, newest first",
        tags,
        params: designItemParams,
        response: { 200: revisionListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listRevisions(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.itemId,
      ),
  );

  api.get(
    `${base}/items/:itemId/revisions/:version`,
    {
      schema: {
        operationId: 'getDesignRevision',
        summary: 'One revision of an item, with the name, place and content it had',
        tags,
        params: designRevisionParams,
        response: { 200: revisionDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { projectId, itemId, version } = request.params;
      return getRevision(ctx, await request.requireUser(), projectId, itemId, version);
    },
  );

  api.post(
    `${base}/items/:itemId/revisions/:version/restore`,
    {
      schema: {
        operationId: 'restoreDesignRevision',
        summary: "Put back a revision's name and content as a new revision",
        tags,
        params: designRevisionParams,
        body: restoreRevisionBody,
        response: { 200: designItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { projectId, itemId, version } = request.params;
      const user = await request.requireUser();
      return restoreRevision(ctx, user, projectId, itemId, version, request.body.baseVersion);
    },
  );

  api.get(
    `${base}/trash`,
    {
      schema: {
        operationId: 'listDesignTrash',
        summary: 'Deleted design items, newest first, one entry per deletion',
        tags,
        params: designParams,
        querystring: designTrashQuery,
        response: { 200: designTrashPage, ...errorResponses },
      },
    },
    async (request) =>
      listTrash(ctx, await request.requireUser(), request.params.projectId, request.query),
  );

  api.post(
    `${base}/trash/:itemId/restore`,
    {
      schema: {
        operationId: 'restoreDesignTrashItem',
        summary: 'Bring a deletion back from the design trash (the item and what was under it)',
        tags,
        params: designItemParams,
        response: { 200: designItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      restoreFromTrash(
        ctx,
        await request.requireUser(),
        request.params.projectId,
        request.params.itemId,
      ),
  );

  api.delete(
    `${base}/trash/:itemId`,
    {
      schema: {
        operationId: 'purgeDesignTrashItem',
        summary: 'Delete a deletion from the design trash for good, with its history',
        tags,
        params: designItemParams,
        response: { 204: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { projectId, itemId } = request.params;
      await purgeFromTrash(ctx, await request.requireUser(), projectId, itemId);
      return reply.status(204).send();
    },
  );

  api.get(
    `${base}/meta`,
    {
      schema: {
        operationId: 'getDesignMeta',
        summary: "The project's design settings (servers, security, tags, components) and version",
        tags,
        params: designParams,
        response: { 200: designMetaResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDesignMeta(ctx, await request.requireUser(), request.params.projectId),
  );

  api.put(
    `${base}/meta`,
    {
      schema: {
        operationId: 'updateDesignMeta',
        summary: "Save the project's design settings over the version they were loaded at",
        tags,
        params: designParams,
        body: updateDesignMetaBody,
        response: { 200: designMetaResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateDesignMeta(ctx, await request.requireUser(), request.params.projectId, request.body),
  );
}
