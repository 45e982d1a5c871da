import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isInProjectWorkspace } from '../../../lib/paths';

/**
 * Warns before unsaved changes are lost: closing or reloading the browser tab (the browser's
 * own prompt), and leaving the project for another screen of the app, whatever the way out (the
 * header's "back to projects", the account menu, the browser's back button). Moving between
 * items of the designer, or to another section of the workspace (which keeps the designer
 * mounted), is never blocked.
 */
export function useUnsavedGuard(hasUnsaved: boolean, projectId: string) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  const blocker = useBlocker(
    ({ nextLocation }) => hasUnsaved && !isInProjectWorkspace(nextLocation.pathname, projectId),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('design.shell.leave.title'),
      content: t('design.shell.leave.content'),
      okText: t('design.shell.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('design.shell.leave.cancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
}
