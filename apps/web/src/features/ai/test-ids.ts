/**
 * AI annotation's and AI test generation's `data-testid`s, for component tests and the browser journeys. Stable: change
 * one only with the tests that name it.
 */
export const AI_TEST_IDS = {
  dialog: 'ai-annotate-dialog',
  language: 'ai-annotate-language',
  coverage: 'ai-annotate-coverage',
  cost: 'ai-annotate-cost',
  noModel: 'ai-annotate-no-model',
  nothingMissing: 'ai-annotate-nothing-missing',
  capReached: 'ai-annotate-cap-reached',
  capCard: 'ai-cap-card',
  capInput: 'ai-cap-input',
  capSave: 'ai-cap-save',
  notEnoughPoints: 'ai-annotate-not-enough-points',
  buyPoints: 'ai-annotate-buy-points',
  start: 'ai-annotate-start',
  run: 'ai-run',
  runStatus: 'ai-run-status',
  runProgress: 'ai-run-progress',
  runEnded: 'ai-run-ended',
  stop: 'ai-run-stop',
  resume: 'ai-run-resume',
  newRun: 'ai-run-new',
  review: 'ai-run-review',
  reviewDrawer: 'ai-review',
  selectPage: 'ai-review-select-page',
  acceptSelected: 'ai-review-accept-selected',
  rejectSelected: 'ai-review-reject-selected',
  acceptAll: 'ai-review-accept-all',
  rejectAll: 'ai-review-reject-all',
  bulkOk: 'ai-review-bulk-ok',
  bulkProgress: 'ai-review-bulk-progress',
  // AI test generation: the endpoint's row menu entry (the design menus' `design-menu-<action>`),
  // its dialog, and the review of the cases (the run shows with the run ids above).
  generateTestsMenu: 'design-menu-generate-tests',
  testsDialog: 'ai-tests-dialog',
  testsNoModel: 'ai-tests-no-model',
  testsStart: 'ai-tests-start',
  testsReview: 'ai-tests-review',
  testsAcceptAll: 'ai-tests-accept-all',
  testsRejectAll: 'ai-tests-reject-all',
  testsRejectAllOk: 'ai-tests-reject-all-ok',
  testsScenarioLink: 'ai-tests-scenario-link',
} as const;

/** Test ids that name one proposal of the review, or an action of it, by the proposal's id. */
export const aiTestIdOf = {
  proposal: (id: string) => `ai-proposal-${id}`,
  select: (id: string) => `ai-proposal-select-${id}`,
  edit: (id: string) => `ai-proposal-edit-${id}`,
  editValue: (id: string) => `ai-proposal-value-${id}`,
  accept: (id: string) => `ai-proposal-accept-${id}`,
  reject: (id: string) => `ai-proposal-reject-${id}`,
  /** A generated test case of the review, and its actions. */
  testCase: (id: string) => `ai-test-case-${id}`,
  testCaseEdit: (id: string) => `ai-test-case-edit-${id}`,
  testCaseName: (id: string) => `ai-test-case-name-${id}`,
  testCaseAccept: (id: string) => `ai-test-case-accept-${id}`,
  testCaseReject: (id: string) => `ai-test-case-reject-${id}`,
};
