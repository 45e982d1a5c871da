import { z } from 'zod';
import { fileParams } from '../routes/account.js';
import { defineRoute } from './define-route.js';

export const getFileRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/files/:folder/:name',
  operationId: 'getFile',
  summary: 'A stored file (an avatar), with its content type; cacheable for good',
  tags: ['files'],
  params: fileParams,
  responses: {
    200: {
      description: 'The file',
      content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
});
