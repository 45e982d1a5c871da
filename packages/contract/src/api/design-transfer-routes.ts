import { z } from 'zod';
import {
  commitImportBody,
  designParams,
  exportQuery,
  importJobParams,
  importJobQuery,
  importJobSchema,
  startImportBody,
} from '../routes/design.js';
import { startAiImportBody } from '../routes/ai.js';
import { defineRoute } from './define-route.js';

export const startDesignImportRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/imports',
  operationId: 'startDesignImport',
  summary:
    'Start an import: JSON {text | url, fileName?, format?}, or multipart with the field `file` (a .zip for several files) and optional `format`. Answers the job (202); poll it for the preview',
  tags: ['design-transfer'],
  params: designParams,
  consumes: ['application/json', 'multipart/form-data'],
  body: startImportBody,
  responses: { 202: importJobSchema },
});

export const getDesignImportRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/imports/:jobId',
  operationId: 'getDesignImport',
  summary:
    'An import job: status, progress, findings, and once parsed the preview (to its starter, or anyone who may edit). With `waitMs`, a parsing or importing job is answered when it leaves that state, or after `waitMs`',
  tags: ['design-transfer'],
  params: importJobParams,
  query: importJobQuery,
  responses: { 200: importJobSchema },
});

export const commitDesignImportRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/imports/:jobId/commit',
  operationId: 'commitDesignImport',
  summary:
    'Write a previewed import with a strategy for conflicts (and exceptions by entry key), in one transaction, in the background (202)',
  tags: ['design-transfer'],
  params: importJobParams,
  body: commitImportBody,
  responses: { 202: importJobSchema },
});

export const cancelDesignImportRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/imports/:jobId/cancel',
  operationId: 'cancelDesignImport',
  summary:
    'Cancel an import that is parsing, waiting for a decision or writing: nothing is written',
  tags: ['design-transfer'],
  params: importJobParams,
  responses: { 200: importJobSchema },
});

export const exportDesignRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/projects/:projectId/design/export',
  operationId: 'exportDesign',
  summary:
    'Download the design (or one folder and the models it uses) as OpenAPI 3.1/3.0, Postman v2.1 or a Heron project file, in JSON or YAML',
  tags: ['design-transfer'],
  params: designParams,
  query: exportQuery,
  responses: { 200: z.string().describe('The exported document (JSON or YAML), as an attachment') },
});

export const startAiDesignImportRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/projects/:projectId/design/imports/ai',
  operationId: 'startAiDesignImport',
  summary:
    "AI parsing import: the model reads the material (text that is not a specification) into endpoints and models, then the job goes on as any import: poll it for the preview, where each part shows the sentence it came from. Refused before any call to the model when none is configured (AI_NOT_CONFIGURED) or the points left or the project's monthly cap cannot cover the estimate",
  tags: ['design-transfer'],
  params: designParams,
  body: startAiImportBody,
  responses: { 202: importJobSchema },
});
