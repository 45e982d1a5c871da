import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  /** Superuser connection string to the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

/** The newest installed PostgreSQL server binaries (PG_BIN overrides), or undefined. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a throwaway cluster in a temp folder: initdb, then postgres on a free loopback port.
 * PostgreSQL refuses to run as root, so as root the commands run as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found (looked in PG_BIN and /usr/lib/postgresql/*/bin). Install them (Debian: apt-get install -y postgresql) or set DATABASE_URL.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
