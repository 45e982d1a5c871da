export { EnvironmentPicker, type EnvironmentPickerProps } from './environment-picker';
export { EnvironmentsDrawer, type EnvironmentsDrawerProps } from './environments-drawer';
export { DEBUG_ENV_TEST_IDS, debugEnvTestIdOf } from './test-ids';
export {
  useEnvironments,
  useProjectVariables,
  useSelectedEnvironment,
  selectedEnvironmentStorageKey,
  type SelectedEnvironment,
} from '../api/environments';
