import { z } from 'zod';
import { outboxResponse } from '../routes/auth.js';
import { defineRoute } from './define-route.js';

export const listDevOutboxRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/dev/outbox',
  operationId: 'listDevOutbox',
  summary: 'Emails and SMS kept by the dev outbox, newest first',
  tags: ['dev'],
  responses: { 200: outboxResponse },
});

export const clearDevOutboxRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/dev/outbox',
  operationId: 'clearDevOutbox',
  summary: 'Empty the dev outbox',
  tags: ['dev'],
  responses: { 204: z.undefined().describe('Done') },
});
