import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser, EditorCallback } from '@heron/contract';
import { PlainAvatar } from '../../../components/plain/plain-avatar';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainErrorAlert } from '../../../components/plain/plain-error-alert';
import { PlainResult } from '../../../components/plain/plain-result';
import { HOME_PATH } from '../../../lib/paths';
import { useCreateEditorCode } from '../api/create-editor-code';
import { accountHint } from '../lib/account-hint';
import { editorName, openEditor } from '../lib/editor-callback';

const SUCCESS = 'success';
const PRIMARY = 'primary';
const LINK = 'link';
const LARGE = 'large';
const ACCOUNT_ROW = { gap: 12 } as const;
const OPENED_LINKS = { gap: 8, alignItems: 'center' } as const;
const GAP_16 = { gap: 16 } as const;
const NO_MARGIN = { margin: 0 } as const;

/**
 * Hands the signed-in account to an editor extension: asks the server for a one-time code for
 * the extension's callback and opens it. Someone who arrives already signed in confirms first
 * ("Continue to VS Code as Ada"); right after signing in on this page (`isAuto`) it goes at
 * once. Afterwards the page says the editor was opened, with a link to open it again.
 */
export function EditorHandoff({
  callback,
  user,
  isAuto,
  onUseAnother,
}: {
  callback: EditorCallback;
  user: CurrentUser;
  isAuto: boolean;
  onUseAnother: () => void;
}) {
  const { t } = useTranslation();
  const { mutate, isPending, error } = useCreateEditorCode();
  const [openedUrl, setOpenedUrl] = useState<string>();
  const editor = editorName(callback.scheme);

  const start = useCallback(
    () =>
      mutate(callback.uri, {
        onSuccess: ({ redirectUrl }) => {
          setOpenedUrl(redirectUrl);
          openEditor(redirectUrl);
        },
      }),
    [mutate, callback.uri],
  );

  // Once per sign-in, even when React runs effects twice in development.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!isAuto || hasStarted.current) return;
    hasStarted.current = true;
    start();
  }, [isAuto, start]);

  if (openedUrl) {
    return (
      <PlainResult
        status={SUCCESS}
        title={t('auth.editor.opened', { editor })}
        subTitle={t('auth.editor.openedDescription', { editor })}
        extra={
          <div className="plain-stack" style={OPENED_LINKS}>
            <a href={openedUrl}>{t('auth.editor.openAgain', { editor })}</a>
            <Link to={HOME_PATH}>{t('auth.editor.toHome')}</Link>
          </div>
        }
      />
    );
  }

  return (
    <div className="plain-stack" style={GAP_16}>
      <PlainErrorAlert error={error} />
      <p style={NO_MARGIN}>
        {t('auth.editor.description', { editor, extension: callback.extensionId })}
      </p>
      <div className="plain-row" style={ACCOUNT_ROW}>
        <PlainAvatar name={user.name} avatarUrl={user.avatarUrl} size={LARGE} />
        <div className="plain-stack">
          <span className="plain-strong">{user.name}</span>
          <span className="plain-secondary">{accountHint(user)}</span>
        </div>
      </div>
      <PlainButton variant={PRIMARY} block size={LARGE} loading={isPending} onClick={start}>
        {t('auth.editor.continueAs', { editor, name: user.name })}
      </PlainButton>
      <PlainButton variant={LINK} onClick={onUseAnother} disabled={isPending}>
        {t('auth.chooser.useAnother')}
      </PlainButton>
    </div>
  );
}
