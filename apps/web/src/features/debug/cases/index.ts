export { CaseBar, type CaseBarProps } from './case-bar';
export { DEBUG_CASES_TEST_IDS } from './test-ids';
export { forgetLoadedCases } from './loaded-case-memory';
