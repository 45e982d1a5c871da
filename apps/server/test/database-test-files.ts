import fs from 'node:fs';
import path from 'node:path';
import { importGraph, SERVER_SRC } from './import-graph.js';

/** Packages that talk to a database: a test file that loads one can behave differently per engine. */
const DATABASE_PACKAGES = /^(pg$|@electric-sql\/pglite|drizzle-orm)/;

/**
 * The server test files that reach a database: the ones the suite's second run, on PostgreSQL,
 * repeats. A file that loads neither `src/db/` nor a database package (the address policy, the
 * payment signers, the worker pool, the request sender) gives the same answer on either engine,
 * so running it twice only costs time. Paths are relative to the repository root.
 */
/**
 * Files that reach a database only to set their scene (sign up, a project), whose subject is
 * elsewhere, and which cost the most to repeat: kept out of the second run by name.
 */
const NOT_ABOUT_THE_DATABASE = new Set([
  // Threads under attack: endless scripts and alias bombs each burn their limit on a core.
  path.join('modules', 'health', 'event-loop-under-attack.test.ts'),
  // The process itself: it starts, logs JSON, stops on SIGTERM. Each start reaches the database
  // as every test app does; the database's own start and stop are db/persistence.test.ts's.
  'main.test.ts',
  // The mock's host threads held past their limit, and its own port: the designs they answer
  // from are read as every mock test reads them (endpoint-mock, mock-gateway run on both).
  path.join('modules', 'mock', 'mock-hosting.test.ts'),
  path.join('modules', 'mock', 'mock-listen.test.ts'),
  // What a request sends and what a load run generates: their history rows are written as
  // every other test's are.
  path.join('modules', 'debug', 'debug-send.test.ts'),
  path.join('modules', 'testing', 'load-runs.test.ts'),
]);

export function databaseTestFiles(): string[] {
  const repoRoot = path.resolve(SERVER_SRC, '../../..');
  return (fs.readdirSync(SERVER_SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts') && !NOT_ABOUT_THE_DATABASE.has(file))
    .filter((file) => {
      const graph = importGraph(file);
      return (
        graph.files.some((loaded) => loaded.startsWith(`db${path.sep}`)) ||
        graph.packages.some((name) => DATABASE_PACKAGES.test(name))
      );
    })
    .map((file) => path.relative(repoRoot, path.join(SERVER_SRC, file)))
    .sort();
}
