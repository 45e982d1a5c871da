import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDocShareRoute,
  deleteDocVersionRoute,
  getDocChangelogRoute,
  getDocSiteRoute,
  listDocSharesRoute,
  listDocVersionsRoute,
  publishDocVersionRoute,
  revokeDocShareRoute,
  updateDocSiteRoute,
  uploadDocLogoRoute,
} from '@heron/contract';
import { serve } from '../../http/serve-route.js';
import { readImageUpload } from '../files/index.js';
import type { DocsWork } from './builds.js';
import { createShare, listShares, revokeShare, type ShareDeps } from './share-service.js';
import { getSite, setSiteLogo, updateSite, type SiteDeps } from './site-service.js';
import { getChangelog, listVersions, publishVersion, withdrawVersion } from './version-service.js';

export interface DocsRoutesOptions {
  site: SiteDeps;
  shares: ShareDeps;
  work: DocsWork;
}

/** The publisher's side of published docs (issue 23): the site, its versions, share links. */
export async function docsApiRoutes(app: FastifyInstance, opts: DocsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(api, getDocSiteRoute, async (request) =>
    getSite(opts.site, await request.requireUser(), request.params.projectId),
  );
  serve(api, updateDocSiteRoute, async (request) =>
    updateSite(opts.site, await request.requireUser(), request.params.projectId, request.body),
  );

  // Multipart is read by the logo's route only (its own plugin scope).
  await app.register(async (scope) => {
    const maxBytes = opts.site.logoMaxBytes;
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, parts: 10 } });
    serve(
      scope,
      uploadDocLogoRoute,
      { validatorCompiler: () => (data) => ({ value: data }) },
      async (request) => {
        const user = await request.requireUser();
        const { projectId } = request.params as { projectId: string };
        const bytes = await readImageUpload(request, maxBytes, 'the logo');
        return setSiteLogo(opts.site, user, projectId, bytes);
      },
    );
  });

  serve(api, listDocVersionsRoute, async (request) =>
    listVersions(opts.work, await request.requireUser(), request.params.projectId),
  );
  serve(api, publishDocVersionRoute, async (request, reply) => {
    const user = await request.requireUser();
    const version = await publishVersion(
      opts.work,
      user,
      request.params.projectId,
      request.body.note,
    );
    return reply.code(201).send(version);
  });
  serve(api, deleteDocVersionRoute, async (request, reply) => {
    await withdrawVersion(
      opts.work,
      await request.requireUser(),
      request.params.projectId,
      request.params.number,
    );
    return reply.code(204).send();
  });
  serve(api, getDocChangelogRoute, async (request) =>
    getChangelog(opts.work, await request.requireUser(), request.params.projectId, request.query),
  );

  serve(api, listDocSharesRoute, async (request) =>
    listShares(opts.shares, await request.requireUser(), request.params.projectId),
  );
  serve(api, createDocShareRoute, async (request, reply) => {
    const user = await request.requireUser();
    const share = await createShare(opts.shares, user, request.params.projectId, request.body);
    return reply.code(201).send(share);
  });
  serve(api, revokeDocShareRoute, async (request) =>
    revokeShare(
      opts.shares,
      await request.requireUser(),
      request.params.projectId,
      request.params.shareId,
    ),
  );
}
