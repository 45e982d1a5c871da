import { useCallback, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { setUnsaved, useUnsavedSource } from '../../../lib/unsaved-work';

/**
 * Unsaved changes of an environment or the project variables are never dropped without asking:
 * `leave(then)` runs `then` at once, or after the person agreed to drop them. The form reports
 * whether it is dirty through `onDirtyChange`; leaving the project with it dirty asks too
 * (useUnsavedGuard).
 */
export function useLeaveGuard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // A ref, not state: it is read when leaving, and changing it must not re-render the owner.
  const isDirty = useRef(false);
  const source = useUnsavedSource();
  const onDirtyChange = useCallback(
    (dirty: boolean) => {
      isDirty.current = dirty;
      setUnsaved(source, dirty);
    },
    [source],
  );

  const leave = useCallback(
    (then: () => void) => {
      if (!isDirty.current) {
        then();
        return;
      }
      modal.confirm({
        title: t('debug.env.discardTitle'),
        content: t('debug.env.discardContent'),
        okText: t('debug.env.discardOk'),
        okButtonProps: { danger: true },
        cancelText: t('debug.env.keepEditing'),
        onOk: () => {
          isDirty.current = false;
          setUnsaved(source, false);
          then();
        },
      });
    },
    [modal, t, source],
  );
  return { leave, onDirtyChange };
}
