// The Docs section's public entry (issue 23): the project workspace mounts it, loaded on demand;
// its test ids, for the browser journeys.
export { DocsSection } from './lazy-docs';
export { DOCS_TEST_IDS, docsTestIdOf } from './test-ids';
