import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker less than the cores, which on a 2-core machine is one: the unit
// and web tests are single-threaded and CPU-bound, so they get one worker per core (14.3 → 8.7
// minutes together on 2 cores). The server tests keep the default: one server file already keeps
// both cores busy (PGlite, worker threads, argon2), and a second worker made them slower.
const EVERY_CORE = os.availableParallelism();

// Three projects: `unit` (pure packages, CLI), `web` (React, jsdom) and `server` (Fastify through
// inject against a real database). The server project runs twice from scripts/test.mjs: once on
// PGlite, whole, and once on PostgreSQL (HERON_TEST_DB=postgres), where only the files that reach a
// database run again: the others cannot answer differently on another engine.
const SERVER_TESTS =
  process.env.HERON_TEST_DB === 'postgres'
    ? (await import('./apps/server/test/database-test-files.js')).databaseTestFiles()
    : ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['heron-source'] },
        ssr: { resolve: { conditions: ['heron-source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: EVERY_CORE,
          // A worker keeps its loaded modules from file to file: loading the engine's libraries
          // (yaml, ajv, QuickJS, the OpenAPI tools) afresh for each of 120 files cost more than
          // a third of the run (170 → 104 s alone, decision 48). No unit test mocks a module or
          // stubs a global, so nothing one file sets up reaches the next.
          isolate: false,
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
          include: SERVER_TESTS,
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share a worker: the libraries load once, the app's modules once per file.
          setupFiles: ['apps/server/test/reset-modules.ts'],
          isolate: false,
          // On two cores the PGlite run shares the machine with the browser tests at its end:
          // its heaviest tests (an import checked again by the database, the mock's host thread
          // held at its limit) took 30 to 40 s there, and timed out at 30.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
