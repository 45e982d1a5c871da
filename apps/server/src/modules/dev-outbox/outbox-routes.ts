import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxResponse } from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { clearOutbox, listOutbox, type OutboxContext } from './outbox-service.js';

/**
 * The dev outbox: what the instance "sent" while no real mail or SMS provider is set up. It
 * exists only while DEV_OUTBOX is on (never in production), since it shows codes and links.
 */
export async function outboxRoutes(app: FastifyInstance, opts: OutboxContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/dev/outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        summary: 'Emails and SMS kept by the dev outbox, newest first',
        tags: ['dev'],
        response: { 200: outboxResponse, ...errorResponses },
      },
    },
    async () => listOutbox(opts),
  );

  api.delete(
    '/api/v1/dev/outbox',
    {
      schema: {
        operationId: 'clearDevOutbox',
        summary: 'Empty the dev outbox',
        tags: ['dev'],
        response: { 204: z.undefined().describe('Done'), ...errorResponses },
      },
    },
    async (_request, reply) => {
      await clearOutbox(opts);
      return reply.status(204).send();
    },
  );
}
