import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../../test/database-test-files.js';

/** The suite's PostgreSQL run repeats the server files that reach a database, and only those. */
describe('the files the PostgreSQL run repeats', () => {
  const files = databaseTestFiles();

  it('include every file that starts the app on a test database', () => {
    expect(files).toContain('apps/server/src/modules/auth/auth-email.test.ts');
    expect(files).toContain('apps/server/src/modules/billing/billing-orders.test.ts');
    // Through a helper two imports away (test/test-app.ts opens the database).
    expect(files).toContain('apps/server/src/modules/docs/docs-reader.test.ts');
    // This file reaches no database but lives in db/: kept, the folder says it is about one.
    expect(files).toContain('apps/server/src/db/second-database-run.test.ts');
  });

  it('leave out the files that load neither db/ nor a database package', () => {
    expect(files).not.toContain('apps/server/src/config.test.ts');
    expect(files).not.toContain('apps/server/src/adapters/outbound/address-policy.test.ts');
    expect(files).not.toContain('apps/server/src/workers/worker-pool.test.ts');
  });

  it('leave out, by name, the costly files whose subject is not the database', () => {
    expect(files).not.toContain('apps/server/src/modules/health/event-loop-under-attack.test.ts');
    expect(files).toContain('apps/server/src/modules/health/health.test.ts');
    expect(files).not.toContain('apps/server/src/main.test.ts');
    expect(files).not.toContain('apps/server/src/modules/mock/mock-hosting.test.ts');
    expect(files).not.toContain('apps/server/src/modules/mock/mock-listen.test.ts');
    expect(files).not.toContain('apps/server/src/modules/debug/debug-send.test.ts');
    expect(files).not.toContain('apps/server/src/modules/testing/load-runs.test.ts');
    expect(files).toContain('apps/server/src/modules/mock/endpoint-mock.test.ts');
    expect(files).toContain('apps/server/src/db/persistence.test.ts');
  });
});
