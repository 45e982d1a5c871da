import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { getHealth, type HealthDeps } from './health-service.js';

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getHealth',
        summary: 'Whether this instance and its database are up',
        tags: ['system'],
        response: { 200: healthResponseSchema, ...errorResponses },
      },
    },
    () => getHealth(deps),
  );
}
