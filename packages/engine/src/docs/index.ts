// Published documentation (issue 23), its own entry (`@heron/engine/docs`): the server's worker
// threads build sites and render pages with it; the web app never loads it.
export type * from './site/doc-site-types.js';
export * from './site/index.js';
export * from './reader/index.js';
export * from './changelog/index.js';
export { readerText } from './text/index.js';
