import type { FastifyInstance } from 'fastify';
import { updateProfileRoute, changePasswordRoute } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { toCurrentUser } from '../auth/index.js';
import { changePassword, updateProfile } from './account-settings-service.js';
import { serve } from '../../http/serve-route.js';

export async function accountRoutes(app: FastifyInstance, opts: { db: Database }) {
  serve(app, updateProfileRoute, async (request) => {
    const user = await updateProfile(opts.db, await request.requireUser(), request.body);
    return { user: toCurrentUser(user) };
  });

  serve(app, changePasswordRoute, async (request, reply) => {
    const user = await request.requireUser();
    await changePassword(opts.db, user, request.body, request.sessionToken()!);
    return reply.status(204).send();
  });
}
