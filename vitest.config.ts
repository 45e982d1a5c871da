import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure packages, CLI), `web` (React, jsdom) and `server` (Fastify through
// inject against a real database). The server project runs twice from scripts/test.mjs: once on
// PGlite and once on PostgreSQL (HERON_TEST_DB=postgres).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['heron-source'] },
        ssr: { resolve: { conditions: ['heron-source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/cli/src/**/*.test.ts'],
        },
      },
      'apps/web/vite.config.ts',
      {
        resolve: { conditions: ['heron-source'] },
        ssr: { resolve: { conditions: ['heron-source'] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
