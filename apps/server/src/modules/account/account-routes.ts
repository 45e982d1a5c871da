import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, sessionResponse, updateProfileBody } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { errorResponses } from '../../http/error-responses.js';
import { toCurrentUser } from '../auth/index.js';
import { changePassword, updateProfile } from './account-settings-service.js';

const tags = ['account'];

export async function accountRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/v1/account/profile',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Change the account name',
        tags,
        body: updateProfileBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await updateProfile(opts.db, await request.requireUser(), request.body);
      return { user: toCurrentUser(user) };
    },
  );

  api.post(
    '/api/v1/account/password',
    {
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password (needs the current one); ends the other sessions',
        tags,
        body: changePasswordBody,
        response: { 204: z.undefined().describe('Done'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await changePassword(opts.db, user, request.body, request.sessionToken()!);
      return reply.status(204).send();
    },
  );
}
