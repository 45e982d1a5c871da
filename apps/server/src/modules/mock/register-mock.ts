import type { FastifyInstance } from 'fastify';
import { MOCK_MAX_BODY_BYTES } from '@heron/engine/mock';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import type { Config } from '../../config.js';
import type { WorkerPool } from '../../workers/index.js';
import type { WorkspaceContext } from '../access/index.js';
import { MockGateway } from './mock-gateway.js';
import { MockHosts } from './mock-hosts.js';
import { listenMockPort, type MockPort } from './mock-port.js';
import { MOCK_MAX_PROJECTS, MockRegistry } from './mock-registry.js';
import { mockRoutes } from './mock-routes.js';
import { mockServeRoutes } from './mock-serve-routes.js';
import { ensureMockSettings } from './mock-settings-store.js';
import { loadMock, mockStamp } from './mock-source.js';
import { mockBaseUrl, mockPortBaseUrl } from './mock-urls.js';

export interface MockModule {
  registry: MockRegistry;
  /** This server wrote to the project's design outside an API request (an import's write). */
  designChanged(projectId: string): void;
  /** The private mock's token when `url` is the project's mock (for the debugger), else null. */
  tokenFor(projectId: string, url: string): Promise<string | null>;
}

/**
 * Non-GET API calls after which a project's mock is rebuilt: design writes, and the project's
 * trash and recovery. (The mock's own settings routes tell the registry themselves.)
 */
const DESIGN_WRITE =
  /^\/api\/v1\/projects\/([0-9a-f-]{36})(?:\/design\/[^?]*|\/recover|\/permanent)?(?:\?.*)?$/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IMPORT_START = /\/design\/imports(?:\?.*)?$/;

/**
 * The mock (issue 7): the `/mock/{projectId}/…` gateway, its API, and `MOCK_PORT`. Programs are
 * built and answer on the worker pool's host threads (issue 19).
 */
export async function registerMock(
  app: FastifyInstance,
  opts: { workspace: WorkspaceContext; box: SecretBox; config: Config; workers: WorkerPool },
): Promise<MockModule> {
  const { db } = opts.workspace;
  const hosts = new MockHosts(opts.workers.hosts, {
    answerTimeoutMs: opts.config.workers.mockAnswerTimeoutMs,
    // A build costs about what an import of the same design does.
    buildTimeoutMs: opts.config.workers.importTimeoutMs,
    maxProjects: MOCK_MAX_PROJECTS,
  });
  const registry = new MockRegistry(
    {
      load: (projectId) => loadMock(db, opts.box, hosts, projectId),
      stamp: (projectId) => mockStamp(db, projectId),
    },
    {
      maxProjects: MOCK_MAX_PROJECTS,
      onError: (error, projectId) => app.log.error({ err: error, projectId }, 'mock build failed'),
    },
  );
  const gateway = new MockGateway(registry, {
    onError: (error, projectId) => app.log.error({ err: error, projectId }, 'mock answer failed'),
  });

  await app.register(mockServeRoutes, { gateway, maxBodyBytes: MOCK_MAX_BODY_BYTES });
  await app.register(mockRoutes, {
    ctx: opts.workspace,
    box: opts.box,
    registry,
    urls: { publicUrl: opts.config.publicUrl, mockPort: opts.config.mockPort },
    warm: (projectId: string) => hosts.warm(projectId),
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || READS.has(request.method)) return;
    const match = DESIGN_WRITE.exec(request.url);
    if (!match) return;
    const projectId = match[1]!.toLowerCase();
    registry.invalidate(projectId);
    // An import starting: the host thread is ready by the time the imported design is mocked.
    if (request.method === 'POST' && IMPORT_START.test(request.url)) hosts.warm(projectId);
  });

  const urls = { publicUrl: opts.config.publicUrl, mockPort: opts.config.mockPort };
  const isMockOf = (projectId: string, url: string) =>
    [mockBaseUrl(urls, projectId), mockPortBaseUrl(urls, projectId)].some(
      (base) =>
        base !== null &&
        url.startsWith(base) &&
        (url.length === base.length || '/?'.includes(url[base.length]!)),
    );

  const { mockPort } = opts.config;
  if (mockPort !== undefined) {
    let port: MockPort | undefined;
    // Only a server that listens opens the mock's port (tests that inject never do).
    app.addHook('onListen', async () => {
      port = await listenMockPort(gateway, {
        port: mockPort,
        host: opts.config.host,
        maxBodyBytes: MOCK_MAX_BODY_BYTES,
        onError: (error) => app.log.error({ err: error }, 'mock port request failed'),
      });
      app.log.info(`the mock also answers on port ${port.port}`);
    });
    app.addHook('onClose', async () => port?.close());
  }

  return {
    registry,
    // A mock in use starts rebuilding at once (`invalidate`); one nobody has called is built on
    // its first call, as after any other change, rather than costing every import a build. Its
    // host thread is started, though, so that first call does not also wait for a thread.
    designChanged: (projectId) => {
      registry.invalidate(projectId);
      hosts.warm(projectId);
    },
    tokenFor: async (projectId, url) => {
      if (!isMockOf(projectId, url)) return null;
      const settings = await ensureMockSettings(db, opts.box, projectId);
      return settings.access === 'private' ? settings.token : null;
    },
  };
}
