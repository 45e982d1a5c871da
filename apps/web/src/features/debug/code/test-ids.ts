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
  loading: 'debug-code-loading',
  /** The "Show secrets" switch, and the line saying what it shows (issue 21). */
  reveal: 'debug-code-reveal',
  secretsNote: 'debug-code-secrets-note',
} as const;
