import { healthResponseSchema } from '../routes/health.js';
import { defineRoute } from './define-route.js';

export const getHealthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Whether this instance and its database are up',
  tags: ['system'],
  responses: { 200: healthResponseSchema },
});
