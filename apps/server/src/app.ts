import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TestRunBudget } from '@heron/contract';
import { DEFAULT_AI_TOKENS_PER_POINT, type Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { AppError } from './http/app-error.js';
import { registerErrorHandler } from './http/error-handler.js';
import { answerFrameworkError } from './http/framework-errors.js';
import { registerOpenApi } from './http/openapi.js';
import { collectRoutes } from './http/route-registry.js';
import { registerSecurityHeaders } from './http/security.js';
import { withTextHygiene } from './http/text-hygiene.js';
import { registerWebApp } from './http/web-app.js';
import { registerCompression } from './http/compression.js';
import { createMessenger, type Messenger } from './adapters/messaging/messenger.js';
import type { FileStorage } from './adapters/storage/file-storage.js';
import { createLocalDiskStorage } from './adapters/storage/local-disk-storage.js';
import { accessTokenRoutes, accessTokenResolver } from './modules/access-tokens/index.js';
import { accountRoutes, avatarRoutes, contactRoutes } from './modules/account/index.js';
import {
  accountChooserRoutes,
  authRoutes,
  editorRoutes,
  sessionPlugin,
} from './modules/auth/index.js';
import { instanceAbilitiesRoutes, teamPlanRoutes } from './modules/admin/index.js';
import { designTransferRoutes } from './modules/design-transfer/index.js';
import { keepInOutbox, outboxRoutes } from './modules/dev-outbox/index.js';
import { fileRoutes } from './modules/files/index.js';
import { healthRoutes } from './modules/health/index.js';
import { inviteRoutes } from './modules/invites/index.js';
import { createProviderRegistry, oauthRoutes } from './modules/oauth/index.js';
import { projectMemberRoutes, projectRoutes } from './modules/projects/index.js';
import { teamMemberRoutes, teamRoutes } from './modules/teams/index.js';
import { designRoutes } from './modules/design/index.js';
import { environmentRoutes } from './modules/environments/index.js';
import {
  debugRoutes,
  HistoryRecorder,
  MemoryOAuthTokenCache,
  recordSend,
} from './modules/debug/index.js';
import { createSecretBox, loadSecretsKey } from './adapters/crypto/secret-box.js';
import { closeIdleConnections } from './adapters/outbound/index.js';
import { SERVER_VERSION } from './version.js';
import { registerMock } from './modules/mock/index.js';
import { registerBilling } from './modules/billing/index.js';
import type { PaymentProviders } from './adapters/payments/create-payment-providers.js';
import { pointsRoutes } from './modules/points/index.js';
import { registerTesting } from './modules/testing/index.js';
import { DocHostMap, registerDocs } from './modules/docs/index.js';
import {
  createMaterialConverter,
  createModelClient,
  ModelResolver,
  registerAi,
} from './modules/ai/index.js';
import { WorkerPool } from './workers/index.js';

export interface AppDeps {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: DatabaseHandle;
  /** Where email and SMS go; by default from the configuration (SMTP, SMS webhook, outbox). */
  messenger?: Messenger;
  /** Where uploaded files go; by default the local disk under `dataDir/uploads`. */
  storage?: FileStorage;
  /** Pino options, or false for no logs (tests). Defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Payment providers; by default those the environment configures (the sandbox without any). */
  payments?: PaymentProviders;
  /** The billing clock: its time source (tests move it) and how often it runs (0: never). */
  billingClock?: { now?: () => Date; intervalMs?: number };
  /**
   * The worker threads that run user-controlled work (scripts, imports). By default the app
   * makes its own from `config.workers` and stops it when it closes; a given pool is the
   * caller's to close.
   */
  workers?: WorkerPool;
  /** Replaces every plan's budget for one test run (tests give a tiny one). */
  testRunBudget?: TestRunBudget;
  /** False: test schedules run only when a test ticks `app.testScheduler` (no timer). */
  scheduleTicks?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Builds the whole server without listening, so tests can call it through inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Doc sites on host names of their own answer at the root there (issue 23).
  const docHosts = new DocHostMap();
  const app = Fastify({
    rewriteUrl: (request) => docHosts.rewrite(request),
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // A caller's request id is kept (for tracing through a proxy) only when it looks like one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    return503OnClosing: true,
    // Addresses the router cannot decode are answered as problems too (issue 19).
    frameworkErrors: answerFrameworkError,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const workers = deps.workers ?? new WorkerPool(config.workers);
  app.decorate('workers', workers);
  // Closing stops every thread, whatever it is doing: a stop never waits on a user's task.
  if (!deps.workers) app.addHook('onClose', async () => workers.close());

  collectRoutes(app);
  // NUL and unpaired surrogates are refused in every validated part (issue 19).
  app.setValidatorCompiler(withTextHygiene(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: 60_000,
    // The API and published docs (issue 23: each page reads the database) are rate limited.
    // The web app's files are not, nor is the mock: it is load-tested on purpose, and answers
    // without touching the database.
    allowList: (request) => !/^\/(?:api|docs|s)\//.test(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', {
        detail: `Rate limit of ${context.max} requests a minute exceeded.`,
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await registerOpenApi(app, SERVER_VERSION);

  await app.register(healthRoutes, { database, version: SERVER_VERSION, workers });
  const messenger =
    deps.messenger ?? createMessenger(config, (message) => keepInOutbox(database.db, message));
  await app.register(sessionPlugin, {
    db: database.db,
    config,
    resolveAccessToken: accessTokenResolver(database.db),
  });
  await app.register(authRoutes, { db: database.db, messenger, config });
  await app.register(accountChooserRoutes);
  await app.register(editorRoutes, { db: database.db, config });
  await app.register(accountRoutes, { db: database.db });
  const storage = deps.storage ?? createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  await app.register(avatarRoutes, { db: database.db, storage, maxBytes: config.avatarMaxBytes });
  await app.register(contactRoutes, { db: database.db, messenger });
  await app.register(fileRoutes, { storage });
  const providers = createProviderRegistry(config.oauth);
  await app.register(oauthRoutes, { db: database.db, config, providers });
  await app.register(outboxRoutes, { db: database.db, isEnabled: config.devOutbox });
  // Teams, projects, members and invites: every call goes through modules/access.
  const workspace = { db: database.db, superAdminEmails: config.superAdminEmails };
  await app.register(teamPlanRoutes, { workspace });
  await app.register(instanceAbilitiesRoutes, { workspace });
  // WORKSPACE ROUTES (one register line per module, e.g. `await app.register(teamRoutes, { workspace });`)
  await app.register(inviteRoutes, { workspace, messenger, config });
  await app.register(projectRoutes, { workspace });
  await app.register(projectMemberRoutes, { workspace });
  await app.register(teamRoutes, { workspace });
  await app.register(teamMemberRoutes, { workspace });
  await app.register(pointsRoutes, { workspace });
  await app.register(accessTokenRoutes, { ctx: workspace });
  const box = createSecretBox(loadSecretsKey(config.secretsKey, config.dataDir));
  await registerBilling(app, {
    workspace,
    config,
    secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
    payments: deps.payments,
    now: deps.billingClock?.now,
    clockIntervalMs: deps.billingClock?.intervalMs,
    messenger,
  });
  const mocks = await registerMock(app, { workspace, box, config, workers });
  // The instance's language model (issue 24): the operator chose its address, so it may be on
  // their own network (policy `open`).
  // A team's own model is reached under the policy for addresses people type.
  const aiModels = new ModelResolver({
    db: database.db,
    box,
    instance: config.ai ? createModelClient({ ...config.ai, policy: 'open' }) : null,
    policy: config.outboundAddressPolicy,
    ...config.aiCalls,
  });
  const tokensPerPoint = config.ai?.tokensPerPoint ?? DEFAULT_AI_TOKENS_PER_POINT;
  await app.register(designTransferRoutes, {
    workspace,
    outboundAddressPolicy: config.outboundAddressPolicy,
    onDesignChanged: (projectId: string) => mocks.designChanged(projectId),
    workers,
    importTimeoutMs: config.workers.importTimeoutMs,
    material: createMaterialConverter({ db: database.db, models: aiModels, tokensPerPoint }),
  });
  await app.register(designRoutes, { workspace });
  await app.register(environmentRoutes, { ctx: workspace, box });
  // OAuth 2.0 tokens the debugger fetched, one cache per person, for this process's life.
  const oauthTokens = new Map<string, MemoryOAuthTokenCache>();
  // Kept-alive outbound connections (the debugger's) end with the app.
  app.addHook('onClose', async () => closeIdleConnections());
  const history = new HistoryRecorder((input) => recordSend(database.db, input), app.log);
  // History still being written is written before the database closes.
  app.addHook('onClose', async () => history.drain());
  const debug = {
    history,
    mockTokenFor: mocks.tokenFor,
    workers,
    limits: {
      scriptTimeoutMs: config.workers.scriptTimeoutMs,
      checkTimeoutMs: config.workers.checkTimeoutMs,
    },
    env: { ctx: workspace, box },
    policy: config.outboundAddressPolicy,
    oauthTokensOf: (userId: string) => {
      let cache = oauthTokens.get(userId);
      if (!cache) oauthTokens.set(userId, (cache = new MemoryOAuthTokenCache()));
      return cache;
    },
  };
  await app.register(debugRoutes, debug);
  // Test runs send as the debugger does: the same sender, policy, threads and token caches.
  await registerTesting(app, {
    debug,
    isOnlyServer: database.kind === 'pglite',
    budget: deps.testRunBudget,
    messenger,
    publicUrl: config.publicUrl,
    scheduleTicks: deps.scheduleTicks,
  });

  await registerDocs(app, {
    workspace,
    box,
    secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
    workers,
    timeoutMs: config.workers.importTimeoutMs,
    publicUrl: config.publicUrl,
    outboundAddressPolicy: config.outboundAddressPolicy,
    hosts: docHosts,
    storage,
    logoMaxBytes: config.avatarMaxBytes,
  });

  await registerAi(app, {
    workspace,
    models: aiModels,
    box,
    tokensPerPoint,
    isOnlyServer: database.kind === 'pglite',
  });

  await registerWebApp(app, config);
  return app;
}
