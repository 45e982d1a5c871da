import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { outboxResponse } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses } from '../../http/error-responses.js';

const OUTBOX_PAGE = 200;

/**
 * The dev outbox: what the instance "sent" while no real mail or SMS provider is set up. It
 * exists only while DEV_OUTBOX is on (never in production), since it shows codes and links.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  opts: { db: Database; isEnabled: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const assertEnabled = () => {
    if (!opts.isEnabled) throw new AppError('OUTBOX_DISABLED');
  };

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
    async () => {
      assertEnabled();
      const rows = await opts.db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(OUTBOX_PAGE);
      return {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'email' | 'sms',
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
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
      assertEnabled();
      await opts.db.delete(outboxMessages);
      return reply.status(204).send();
    },
  );
}
