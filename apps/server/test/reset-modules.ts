import { vi } from 'vitest';

// The server's test files share a worker (isolate: false in vitest.config.ts): the libraries
// (Fastify, Drizzle, PGlite's compiled WebAssembly), which cost the most to load, load once per
// worker. The app's own modules load afresh for each file, so no module-level state (caches,
// counters, a file's mocks) carries from one file into the next.
vi.resetModules();
