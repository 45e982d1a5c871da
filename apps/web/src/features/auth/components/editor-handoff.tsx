import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser, EditorCallback } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { HOME_PATH } from '../../../lib/paths';
import { useCreateEditorCode } from '../api/create-editor-code';
import { accountHint } from '../lib/account-hint';
import { editorName, openEditor } from '../lib/editor-callback';
import { AccountAvatar } from './account-avatar';

const SUCCESS = 'success';
const PRIMARY = 'primary';
const LINK = 'link';
const LARGE = 'large';
const ACCOUNT_ROW = { gap: 12, align: 'center' } as const;
const OPENED_LINKS = { vertical: true, gap: 8, align: 'center' } as const;

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
      <Result
        status={SUCCESS}
        title={t('auth.editor.opened', { editor })}
        subTitle={t('auth.editor.openedDescription', { editor })}
        extra={
          <Flex {...OPENED_LINKS}>
            <a href={openedUrl}>{t('auth.editor.openAgain', { editor })}</a>
            <Link to={HOME_PATH}>{t('auth.editor.toHome')}</Link>
          </Flex>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <ErrorAlert error={error} />
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('auth.editor.description', { editor, extension: callback.extensionId })}
      </Typography.Paragraph>
      <Flex {...ACCOUNT_ROW}>
        <AccountAvatar name={user.name} avatarUrl={user.avatarUrl} size={LARGE} />
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{accountHint(user)}</Typography.Text>
        </Flex>
      </Flex>
      <Button type={PRIMARY} block size={LARGE} loading={isPending} onClick={start}>
        {t('auth.editor.continueAs', { editor, name: user.name })}
      </Button>
      <Button type={LINK} onClick={onUseAnother} disabled={isPending}>
        {t('auth.chooser.useAnother')}
      </Button>
    </Flex>
  );
}
