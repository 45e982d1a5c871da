/**
 * The `data-testid`s of an endpoint's cases in the debug panel, for component tests and the
 * browser journeys. Stable: change one only with the tests that name it.
 */
export const DEBUG_CASES_TEST_IDS = {
  bar: 'debug-cases',
  picker: 'debug-cases-picker',
  saveAs: 'debug-cases-save-as',
  save: 'debug-cases-save',
  rename: 'debug-cases-rename',
  delete: 'debug-cases-delete',
  nameDialog: 'debug-cases-name-dialog',
  nameSubmit: 'debug-cases-name-submit',
  conflict: 'debug-cases-conflict',
  reload: 'debug-cases-reload',
  overwrite: 'debug-cases-overwrite',
} as const;
