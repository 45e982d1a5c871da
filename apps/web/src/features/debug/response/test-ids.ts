/**
 * The response view's `data-testid`s, for component tests and the browser journeys. Stable:
 * change one only with the tests that name it.
 */
export const RESPONSE_TEST_IDS = {
  view: 'debug-response',
  empty: 'debug-response-empty',
  sending: 'debug-response-sending',
  status: 'debug-response-status',
  time: 'debug-response-time',
  timings: 'debug-response-timings',
  size: 'debug-response-size',
  problems: 'debug-response-problems',
  unknownVariables: 'debug-response-unknown-variables',
  error: 'debug-response-error',
  body: 'debug-response-body',
  bodyView: 'debug-response-body-view',
  bodyCode: 'debug-response-body-code',
  truncated: 'debug-response-truncated',
  previewFrame: 'debug-response-preview-frame',
  previewImage: 'debug-response-preview-image',
  headers: 'debug-response-headers',
  cookies: 'debug-response-cookies',
  tests: 'debug-response-tests',
  testsSummary: 'debug-response-tests-summary',
  console: 'debug-response-console',
  check: 'debug-response-check',
  sent: 'debug-response-sent',
} as const;

/** Test ids of the response tabs (`debug-response-tab-body`). */
export const responseTestIdOf = {
  tab: (key: string) => `debug-response-tab-${key}`,
};
