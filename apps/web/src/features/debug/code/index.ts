export { CodeDialog, type CodeDialogProps } from './code-dialog';
export { CODE_TARGET_STORAGE_KEY } from './code-target-storage';
export { DEBUG_CODE_TEST_IDS } from './test-ids';
