/**
 * The mock screens' `data-testid`s, for component tests and the browser journeys. Stable: change
 * one only with the tests that name it.
 */
export const MOCK_TEST_IDS = {
  panel: 'mock-panel',
  baseUrl: 'mock-base-url',
  copyBaseUrl: 'mock-copy-base-url',
  portBaseUrl: 'mock-port-base-url',
  copyPortBaseUrl: 'mock-copy-port-base-url',
  curl: 'mock-curl',
  copyCurl: 'mock-copy-curl',
  token: 'mock-token',
  copyToken: 'mock-copy-token',
  regenerateToken: 'mock-regenerate-token',
  regenerateOk: 'mock-regenerate-ok',
  accessSwitch: 'mock-access-switch',
  locale: 'mock-locale',
  seed: 'mock-seed',
  validateSwitch: 'mock-validate-switch',
  statefulSwitch: 'mock-stateful-switch',
  latency: 'mock-latency',
  save: 'mock-save',
  conflict: 'mock-conflict',
  reload: 'mock-reload',
  reset: 'mock-reset',
  resetOk: 'mock-reset-ok',
  addEnvironment: 'mock-add-environment',
  stats: 'mock-stats',
  logTable: 'mock-log-table',
  clearLog: 'mock-clear-log',
  clearLogOk: 'mock-clear-log-ok',
  /** The "Mock" choice of an endpoint's Design / Run / Mock switch. */
  mode: 'mock-mode',
  endpointPane: 'mock-endpoint-pane',
  endpointUrl: 'mock-endpoint-url',
  copyEndpointUrl: 'mock-copy-endpoint-url',
  endpointEnabled: 'mock-endpoint-enabled',
  endpointLatency: 'mock-endpoint-latency',
  addExpectation: 'mock-add-expectation',
  endpointSave: 'mock-endpoint-save',
  endpointConflict: 'mock-endpoint-conflict',
  endpointReload: 'mock-endpoint-reload',
} as const;

/** Test ids that name one expectation (by its id) or one of its rows (by position). */
export const mockTestIdOf = {
  expectation: (id: string) => `mock-expectation-${id}`,
  expectationEnabled: (id: string) => `mock-expectation-enabled-${id}`,
  addCondition: (id: string) => `mock-add-condition-${id}`,
  addHeader: (id: string) => `mock-add-header-${id}`,
  expectationBody: (id: string) => `mock-expectation-body-${id}`,
  moveUp: (id: string) => `mock-move-up-${id}`,
  moveDown: (id: string) => `mock-move-down-${id}`,
  duplicate: (id: string) => `mock-duplicate-${id}`,
  remove: (id: string) => `mock-remove-${id}`,
  logRow: (seq: number) => `mock-log-row-${seq}`,
};
