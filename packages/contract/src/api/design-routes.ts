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
} from '../routes/design.js';
import { defineRoute } from './define-route.js';

const done = z.undefined().describe('Done');

export const getDesignTreeRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/tree',
  operationId: 'getDesignTree',
  summary: 'The design tree: every live folder, endpoint, data model and document',
  tags: ['design'],
  params: designParams,
  responses: { 200: designTreeSchema },
});

export const createDesignItemRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/items',
  operationId: 'createDesignItem',
  summary: 'Create a folder, endpoint, data model or document, last in its folder',
  tags: ['design'],
  params: designParams,
  body: createItemBody,
  responses: { 201: designItemSchema },
});

export const getDesignItemRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/items/:itemId',
  operationId: 'getDesignItem',
  summary: 'One live design item with its content and version',
  tags: ['design'],
  params: designItemParams,
  responses: { 200: designItemSchema },
});

export const updateDesignItemRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/design/items/:itemId',
  operationId: 'updateDesignItem',
  summary:
    'Save an item over the version it was loaded at (409 EDIT_CONFLICT when someone saved since)',
  tags: ['design'],
  params: designItemParams,
  body: updateItemBody,
  responses: { 200: designItemSchema },
});

export const moveDesignItemRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/items/:itemId/move',
  operationId: 'moveDesignItem',
  summary: 'Move an item into a folder of its section (or the root) at a position',
  tags: ['design'],
  params: designItemParams,
  body: moveItemBody,
  responses: { 200: designItemSchema },
});

export const deleteDesignItemRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/design/items/:itemId',
  operationId: 'deleteDesignItem',
  summary: 'Move an item and everything under it to the design trash',
  tags: ['design'],
  params: designItemParams,
  responses: { 204: done },
});

export const listDesignRevisionsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/items/:itemId/revisions',
  operationId: 'listDesignRevisions',
  summary: "An item's revisions, newest first",
  tags: ['design'],
  params: designItemParams,
  responses: { 200: revisionListSchema },
});

export const getDesignRevisionRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/items/:itemId/revisions/:version',
  operationId: 'getDesignRevision',
  summary: 'One revision of an item, with the name, place and content it had',
  tags: ['design'],
  params: designRevisionParams,
  responses: { 200: revisionDetailSchema },
});

export const restoreDesignRevisionRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/items/:itemId/revisions/:version/restore',
  operationId: 'restoreDesignRevision',
  summary: "Put back a revision's name and content as a new revision",
  tags: ['design'],
  params: designRevisionParams,
  body: restoreRevisionBody,
  responses: { 200: designItemSchema },
});

export const listDesignTrashRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/trash',
  operationId: 'listDesignTrash',
  summary: 'Deleted design items, newest first, one entry per deletion',
  tags: ['design'],
  params: designParams,
  query: designTrashQuery,
  responses: { 200: designTrashPage },
});

export const restoreDesignTrashItemRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/trash/:itemId/restore',
  operationId: 'restoreDesignTrashItem',
  summary: 'Bring a deletion back from the design trash (the item and what was under it)',
  tags: ['design'],
  params: designItemParams,
  responses: { 200: designItemSchema },
});

export const purgeDesignTrashItemRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/design/trash/:itemId',
  operationId: 'purgeDesignTrashItem',
  summary: 'Delete a deletion from the design trash for good, with its history',
  tags: ['design'],
  params: designItemParams,
  responses: { 204: done },
});

export const getDesignMetaRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/meta',
  operationId: 'getDesignMeta',
  summary: "The project's design settings (servers, security, tags, components) and version",
  tags: ['design'],
  params: designParams,
  responses: { 200: designMetaResponseSchema },
});

export const updateDesignMetaRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/design/meta',
  operationId: 'updateDesignMeta',
  summary: "Save the project's design settings over the version they were loaded at",
  tags: ['design'],
  params: designParams,
  body: updateDesignMetaBody,
  responses: { 200: designMetaResponseSchema },
});
