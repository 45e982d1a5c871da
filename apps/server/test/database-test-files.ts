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
export function databaseTestFiles(): string[] {
  const repoRoot = path.resolve(SERVER_SRC, '../../..');
  return (fs.readdirSync(SERVER_SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
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
