import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server the `postgres` run creates its databases on. */
    postgresAdminUrl: string;
  }
}

/**
 * The server suite runs once per database. With HERON_TEST_DB=postgres it needs a real server:
 * DATABASE_URL when given, otherwise a throwaway cluster started here from the installed binaries.
 */
export default async function setup(project: TestProject) {
  if (process.env.HERON_TEST_DB !== 'postgres') return undefined;
  if (process.env.DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.DATABASE_URL);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
