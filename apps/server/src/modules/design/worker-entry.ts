// The design module's second public entry, for code that runs on a worker thread (the export
// task, the mock's hosts). It exports only what loads no database, HTTP-route or service code:
// a worker that imported index.ts would load all of those too (about 0.4 s and 25 MB more per
// worker start, measured in issue 20). index.ts re-exports everything here, so the main thread
// keeps one entry; other modules may import `design/worker-entry.js` and nothing else inside.
// worker-entry.test.ts checks that nothing this file loads reaches the database or Fastify, and
// workers/task-modules.test.ts the same of every task module.
export { buildProjectBundle } from './build-project-bundle.js';
export type { DesignRow, ProjectBundle, ProjectDesign } from './build-project-bundle.js';
export { collectModelRefs } from './model-refs.js';
