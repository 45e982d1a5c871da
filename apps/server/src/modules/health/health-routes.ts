import type { FastifyInstance } from 'fastify';
import { getHealthRoute } from '@heron/contract';
import { getHealth, type HealthDeps } from './health-service.js';
import { serve } from '../../http/serve-route.js';

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  serve(app, getHealthRoute, { config: { rateLimit: false } }, () => getHealth(deps));
}
