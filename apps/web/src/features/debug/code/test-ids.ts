/**
 * The `data-testid`s of the code dialog, for component tests and the browser journeys. Stable:
 * change one only with the tests that name it.
 */
export const DEBUG_CODE_TEST_IDS = {
  dialog: 'debug-code-dialog',
  target: 'debug-code-target',
  code: 'debug-code-text',
  copy: 'debug-code-copy',
  unavailable: 'debug-code-unavailable',
} as const;
