import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import type { DatabaseHandle } from './db/client.js';
import { databaseTargetFor, prepareDatabase } from './db/prepare.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The address it listens on, for people: http://localhost:3000. */
  url: string;
  /**
   * Stops the worker threads (whatever they are doing), stops accepting, lets in-flight requests
   * finish, closes the database; idempotent.
   */
  stop(): Promise<void>;
}

/** Opens the database (migrating it), builds the app and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const target = databaseTargetFor(config);
  const releaseLock = target.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await prepareDatabase(target);
    app = await buildApp({ config, database });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host;

  let stopped: Promise<void> | undefined;
  const openApp = app;
  const openDatabase = database;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    stop: () =>
      (stopped ??= (async () => {
        try {
          // Workers first: requests waiting on a script or an import end now (503), so closing
          // the app never waits on a user's task.
          await openApp.workers.close();
          await openApp.close();
          await openDatabase.close();
        } finally {
          releaseLock();
        }
      })()),
  };
}
