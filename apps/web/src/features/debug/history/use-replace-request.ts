import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { DebugRequest } from '@heron/contract';
import { useTranslation } from 'react-i18next';

/** What the confirm says before edits that were not sent are dropped, in the person's language. */
export interface ReplaceConfirm {
  title: string;
  content: string;
}

/**
 * Puts another request in the builder (a history entry, a case). With a `confirm`, edits not
 * sent or saved yet are dropped only once the person agreed; resolves whether it was replaced.
 */
export type ReplaceRequest = (next: DebugRequest, confirm?: ReplaceConfirm) => Promise<boolean>;

export interface RequestReplacer {
  replace: ReplaceRequest;
  /** The request was sent or saved as it is: it has no unsent edits any more. */
  markClean: (request: DebugRequest) => void;
}

// Compared when a replace is asked for, not on every edit: a request may carry files of
// megabytes, and deep equality tells an edit undone from one still there.
const isSame = (a: DebugRequest, b: DebugRequest) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The debug panel's guard over its request. `request` is the builder's; `apply` puts another in
 * its place (and drops the answer of the one before).
 */
export function useReplaceRequest(
  request: DebugRequest,
  apply: (next: DebugRequest) => void,
): RequestReplacer {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // What the builder held when last started, loaded, sent or saved.
  const [clean, setClean] = useState(request);

  const replace = useCallback<ReplaceRequest>(
    (next, confirm) => {
      const run = () => {
        apply(next);
        setClean(next);
      };
      if (confirm === undefined || isSame(request, clean)) {
        run();
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: confirm.title,
          content: confirm.content,
          okText: t('debug.history.replaceOk'),
          okButtonProps: { danger: true },
          cancelText: t('debug.history.keepEditing'),
          onOk: () => {
            run();
            resolve(true);
          },
          onCancel: () => resolve(false),
        });
      });
    },
    [request, clean, apply, modal, t],
  );

  return { replace, markClean: setClean };
}
