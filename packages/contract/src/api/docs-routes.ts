import { z } from 'zod';
import { docChangelogQuery, docChangelogSchema } from '../docs/changelog.js';
import {
  docShareInputSchema,
  docShareListSchema,
  docShareParams,
  docShareSchema,
  docSiteSchema,
  docVersionListSchema,
  docVersionParams,
  docVersionSchema,
  publishDocVersionBody,
  updateDocSiteBody,
} from '../docs/site.js';
import { avatarUploadBody } from '../routes/account.js';
import { projectParams } from '../routes/projects.js';
import { defineRoute } from './define-route.js';

const noContent = z.undefined().describe('Done');

export const getDocSiteRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/docs/site',
  operationId: 'getDocSite',
  summary:
    "The project's doc site: address, visibility, look, publishing mode and try-it settings (the defaults, version 0, before it is first saved)",
  tags: ['docs'],
  params: projectParams,
  responses: { 200: docSiteSchema },
});

export const updateDocSiteRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/projects/:projectId/docs/site',
  operationId: 'updateDocSite',
  summary:
    "Create or change the project's doc site (project admins). A slug or host name another site has answers 409 DOC_SLUG_TAKEN",
  tags: ['docs'],
  params: projectParams,
  body: updateDocSiteBody,
  responses: { 200: docSiteSchema },
});

export const uploadDocLogoRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/docs/site/logo',
  operationId: 'uploadDocLogo',
  summary:
    "Upload the doc site's logo (project admins): a PNG, JPEG, GIF or WebP image (judged by content), at most AVATAR_MAX_BYTES. It becomes the site's logo at once; a saved site is needed (409 DOC_SITE_MISSING)",
  tags: ['docs'],
  consumes: ['multipart/form-data'],
  params: projectParams,
  body: avatarUploadBody,
  responses: { 200: docSiteSchema },
});

export const listDocVersionsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/docs/versions',
  operationId: 'listDocVersions',
  summary: 'Published versions of the documentation, newest first, with their change counts',
  tags: ['docs'],
  params: projectParams,
  responses: { 200: docVersionListSchema },
});

export const publishDocVersionRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/docs/versions',
  operationId: 'publishDocVersion',
  summary:
    'Publish the live design as the next version (a snapshot readers can pick), with an optional note',
  tags: ['docs'],
  params: projectParams,
  body: publishDocVersionBody,
  responses: { 201: docVersionSchema },
});

export const deleteDocVersionRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/projects/:projectId/docs/versions/:number',
  operationId: 'deleteDocVersion',
  summary: 'Withdraw a published version: readers can no longer pick it',
  tags: ['docs'],
  params: docVersionParams,
  responses: { 204: noContent },
});

export const getDocChangelogRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/docs/changelog',
  operationId: 'getDocChangelog',
  summary:
    'What changed between two published versions (or a version and the live design), each change breaking or not. Without `from`: the version before `to`',
  tags: ['docs'],
  params: projectParams,
  query: docChangelogQuery,
  responses: { 200: docChangelogSchema },
});

export const listDocSharesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/docs/shares',
  operationId: 'listDocShares',
  summary: "The project's share links, newest first, with their state and views",
  tags: ['docs'],
  params: projectParams,
  responses: { 200: docShareListSchema },
});

export const createDocShareRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/docs/shares',
  operationId: 'createDocShare',
  summary:
    'Share the whole project, or chosen folders and endpoints, at a link of its own with an optional password and expiry',
  tags: ['docs'],
  params: projectParams,
  body: docShareInputSchema,
  responses: { 201: docShareSchema },
});

export const revokeDocShareRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/docs/shares/:shareId/revoke',
  operationId: 'revokeDocShare',
  summary: 'Revoke a share link: it no longer opens, and says so',
  tags: ['docs'],
  params: docShareParams,
  responses: { 200: docShareSchema },
});
