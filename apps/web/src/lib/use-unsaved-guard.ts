import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isInProjectWorkspace } from './paths';
import { useHasUnsavedWork } from './unsaved-work';

/**
 * The project workspace's one guard over every unsaved change reported in it (useReportUnsaved):
 * the designer's drafts, the settings forms, an environment being edited. It warns before they
 * are lost: closing or reloading the browser tab (the browser's own prompt), and leaving the
 * project for another screen of the app, whatever the way out (the header's "back to projects",
 * the account menu, the browser's back button). Moving between items of the designer, or to
 * another section of the workspace (which keeps every section mounted), is never blocked.
 */
export function useUnsavedGuard(projectId: string) {
  const hasUnsaved = useHasUnsavedWork();
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
