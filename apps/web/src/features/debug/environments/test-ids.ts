/**
 * The `data-testid`s of the environment picker and drawer, for component tests and the browser
 * journeys. Stable: change one only with the tests that name it.
 */
export const DEBUG_ENV_TEST_IDS = {
  picker: 'debug-env-picker',
  pickerSelect: 'debug-env-picker-select',
  pickerManage: 'debug-env-picker-manage',
  pickerBaseUrl: 'debug-env-picker-base-url',
  drawer: 'debug-env-drawer',
  list: 'debug-env-list',
  projectVariables: 'debug-env-project-variables',
  add: 'debug-env-add',
  form: 'debug-env-form',
  variables: 'debug-env-variables',
  addVariable: 'debug-env-add-variable',
  save: 'debug-env-save',
  delete: 'debug-env-delete',
  conflict: 'debug-env-conflict',
  reload: 'debug-env-reload',
} as const;

export const debugEnvTestIdOf = {
  /** An environment's entry in the drawer's list. */
  entry: (environmentId: string) => `debug-env-entry-${environmentId}`,
};
