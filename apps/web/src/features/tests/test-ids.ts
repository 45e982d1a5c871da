/**
 * The Tests section's `data-testid`s, for component tests and the browser journeys. Stable:
 * change one only with the tests that name it.
 */
export const TESTS_TEST_IDS = {
  section: 'tests-section',
  list: 'tests-scenario-list',
  newScenario: 'tests-new-scenario',
  noScenario: 'tests-no-scenario',
  readOnly: 'tests-read-only',
  editor: 'tests-editor',
  name: 'tests-name',
  description: 'tests-description',
  save: 'tests-save',
  unsaved: 'tests-unsaved',
  conflict: 'tests-conflict',
  reload: 'tests-reload',
  settingsToggle: 'tests-settings-toggle',
  environment: 'tests-environment',
  onFailure: 'tests-on-failure',
  delay: 'tests-delay',
  iterations: 'tests-iterations',
  timeout: 'tests-timeout',
  dataFile: 'tests-data-file',
  dataSummary: 'tests-data-summary',
  dataRemove: 'tests-data-remove',
  dataError: 'tests-data-error',
  addStep: 'tests-add-step',
  steps: 'tests-steps',
  stepDetail: 'tests-step-detail',
  stepName: 'tests-step-name',
  picker: 'tests-endpoint-picker',
  pickerEndpoint: 'tests-picker-endpoint',
  pickerCase: 'tests-picker-case',
  assertions: 'tests-assertions',
  addAssertion: 'tests-add-assertion',
  extractions: 'tests-extractions',
  addExtraction: 'tests-add-extraction',
  addHeader: 'tests-add-header',
} as const;

/** Test ids that name one scenario or step. */
export const testsTestIdOf = {
  scenario: (id: string) => `tests-scenario-${id}`,
  scenarioMenu: (id: string) => `tests-scenario-menu-${id}`,
  step: (id: string) => `tests-step-${id}`,
  stepMissing: (id: string) => `tests-step-missing-${id}`,
  stepIssue: (id: string) => `tests-step-issue-${id}`,
  stepUp: (id: string) => `tests-step-up-${id}`,
  stepDown: (id: string) => `tests-step-down-${id}`,
  stepRemove: (id: string) => `tests-step-remove-${id}`,
  stepEnabled: (id: string) => `tests-step-enabled-${id}`,
  /** The head of a condition's `then` or `else`. */
  listHead: (parentId: string, branch: string) => `tests-list-${parentId}-${branch}`,
  /** The row standing for an empty list of a container, which takes a dropped step. */
  listEmpty: (parentId: string, branch: string) => `tests-empty-${parentId}-${branch}`,
  assertion: (id: string) => `tests-assertion-${id}`,
  extraction: (id: string) => `tests-extraction-${id}`,
};
