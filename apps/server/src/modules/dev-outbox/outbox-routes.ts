import type { FastifyInstance } from 'fastify';
import { listDevOutboxRoute, clearDevOutboxRoute } from '@heron/contract';
import { clearOutbox, listOutbox, type OutboxContext } from './outbox-service.js';
import { serve } from '../../http/serve-route.js';

/**
 * The dev outbox: what the instance "sent" while no real mail or SMS provider is set up. It
 * exists only while DEV_OUTBOX is on (never in production), since it shows codes and links.
 */
export async function outboxRoutes(app: FastifyInstance, opts: OutboxContext) {
  serve(app, listDevOutboxRoute, async () => listOutbox(opts));

  serve(app, clearDevOutboxRoute, async (_request, reply) => {
    await clearOutbox(opts);
    return reply.status(204).send();
  });
}
