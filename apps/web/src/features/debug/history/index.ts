export { HistoryDrawer, type HistoryDrawerProps } from './history-drawer';
export { DEBUG_HISTORY_TEST_IDS, debugHistoryTestIdOf } from './test-ids';
export {
  useReplaceRequest,
  type ReplaceConfirm,
  type ReplaceRequest,
  type RequestReplacer,
} from './use-replace-request';
