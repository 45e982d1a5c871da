import type { FastifyInstance } from 'fastify';
import { getInstanceAbilitiesRoute } from '@heron/contract';
import { instanceAbilities, type WorkspaceContext } from '../access/index.js';
import { serve } from '../../http/serve-route.js';

/** Anyone signed in may ask what they may do on the instance; only super admins get a yes. */
export async function instanceAbilitiesRoutes(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext },
) {
  const { workspace } = opts;

  serve(app, getInstanceAbilitiesRoute, async (request) =>
    instanceAbilities(workspace, await request.requireUser()),
  );
}
