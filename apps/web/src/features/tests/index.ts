// The Tests section's public entry (issue 22): the project workspace mounts it, loaded on demand;
// its test ids, for the browser journeys.
export { TestsSection } from './lazy-tests';
export { TESTS_TEST_IDS, testsTestIdOf } from './test-ids';
// Its cache keys: AI test generation refreshes the scenarios once it has written one.
export { testKeys } from './api/keys';
