import { Command } from 'commander';
import type { CliIo } from '../index.js';

interface ServeOptions {
  port?: string;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * `heron serve`: the whole product from one process, like `npm start` but without building.
 * Flags override the environment variables of the same meaning (README, Configuration).
 */
export function serveCommand(io: CliIo): Command {
  return new Command('serve')
    .description('start the Heron server with the built web app')
    .option('-p, --port <port>', 'port to listen on (PORT, default 3000)')
    .option('--host <host>', 'address to listen on (HOST, default localhost)')
    .option('--data-dir <dir>', 'folder of the embedded database (DATA_DIR, default ./data)')
    .option('--database-url <url>', 'use this PostgreSQL server instead (DATABASE_URL)')
    .action(async (options: ServeOptions) => {
      const env = { ...process.env };
      if (options.port !== undefined) env.PORT = options.port;
      if (options.host !== undefined) env.HOST = options.host;
      if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
      if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
      // Loaded here, not at the top: the server (database, web app) would otherwise weigh on
      // every other command, `heron mock` among them (about 300 ms and 50 MB).
      const { loadConfig, startServer } = await import('@heron/server');
      const config = loadConfig(env);
      const server = await startServer(config);
      io.out(`Heron is ready on ${server.url}\n`);
      await new Promise<void>((resolve) => {
        const stop = () => void server.stop().then(resolve, resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
