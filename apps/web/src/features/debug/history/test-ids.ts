/**
 * The `data-testid`s of the debugger's history, for component tests and the browser journeys.
 * Stable: change one only with the tests that name it.
 */
export const DEBUG_HISTORY_TEST_IDS = {
  open: 'debug-history-open',
  drawer: 'debug-history-drawer',
  filter: 'debug-history-filter',
  list: 'debug-history-list',
  empty: 'debug-history-empty',
  clear: 'debug-history-clear',
} as const;

export const debugHistoryTestIdOf = {
  /** An entry's row: clicking it loads the request. */
  row: (entryId: string) => `debug-history-row-${entryId}`,
  /** An entry's Delete button. */
  delete: (entryId: string) => `debug-history-delete-${entryId}`,
};
