import type { FastifyInstance } from 'fastify';
import type { OutboundAddressPolicy } from '../../adapters/outbound/index.js';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { WorkerPool } from '../../workers/index.js';
import type { WorkspaceContext } from '../access/index.js';
import { LiveBuilds, type DocsWork } from './builds.js';
import { docsApiRoutes } from './docs-routes.js';
import type { DocHostMap } from './host-map.js';
import { ReaderPass } from './reader-pass.js';
import { readerRoutes } from './reader-routes.js';
import { TryItSender } from './try-it.js';

export interface DocsOptions {
  workspace: WorkspaceContext;
  box: SecretBox;
  /** The server's secrets key: reader password cookies are signed with a key made from it. */
  secretsKey: Buffer;
  workers: WorkerPool;
  /** IMPORT_TIMEOUT_MS: a build, comparison or download is stopped after it. */
  timeoutMs: number;
  publicUrl: string;
  /** OUTBOUND_ADDRESS_POLICY: what "Try it" may reach. */
  outboundAddressPolicy: OutboundAddressPolicy;
  /** The host names sites answer at (the app's `rewriteUrl` reads it). */
  hosts: DocHostMap;
  /** Uploaded logos are kept here, at most `logoMaxBytes` each (AVATAR_MAX_BYTES). */
  storage: FileStorage;
  logoMaxBytes: number;
  now?: () => Date;
}

/** Published documentation (issue 23): the publisher's API and the readers' pages. */
export async function registerDocs(app: FastifyInstance, opts: DocsOptions) {
  const ctx = opts.workspace;
  const now = opts.now ?? (() => new Date());
  const work: DocsWork = { ctx, workers: opts.workers, timeoutMs: opts.timeoutMs };
  const builds = new LiveBuilds(work);
  const pass = new ReaderPass(opts.secretsKey);
  const logError = (error: unknown) =>
    app.log.error({ err: error }, 'doc site host names not read');

  await opts.hosts.load(ctx.db);
  opts.hosts.start(ctx.db, logError);
  app.addHook('onClose', async () => {
    opts.hosts.stop();
    await builds.settle();
  });

  await app.register(docsApiRoutes, {
    site: {
      ctx,
      publicUrl: opts.publicUrl,
      onSiteChanged: () => void opts.hosts.load(ctx.db).catch(logError),
      storage: opts.storage,
      logoMaxBytes: opts.logoMaxBytes,
    },
    shares: { ctx, box: opts.box, publicUrl: opts.publicUrl, now },
    work,
  });
  await app.register(readerRoutes, {
    scope: { ctx, pass, now },
    work,
    builds,
    pass,
    tryIt: new TryItSender(opts.outboundAddressPolicy),
    publicUrl: opts.publicUrl,
  });
  return { builds };
}
