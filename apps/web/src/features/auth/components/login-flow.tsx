import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FullLoading } from '../../../components/full-loading';
import { PlainAlert } from '../../../components/plain/plain-alert';
import { MAX_BROWSER_ACCOUNTS } from '../lib/add-account';
import { editorName } from '../lib/editor-callback';
import type { LoginFlow } from '../lib/use-login-flow';
import { AccountChooser } from './account-chooser';
import { AuthScreen } from '../../../components/auth-screen';
import { EditorHandoff } from './editor-handoff';

const INFO = 'info';
const NO_MARGIN = { margin: 0 } as const;

/** The sign-in page when it shows something other than its forms (see `useLoginFlow`). */
export function LoginFlowScreen({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const editor = flow.editor && editorName(flow.editor.scheme);
  const title = editor
    ? t('auth.editor.title', { editor })
    : flow.view === 'chooser'
      ? t('auth.chooser.title')
      : t('screens.login');

  if (flow.view === 'leave') return <Navigate replace to={flow.target} />;
  if (flow.view === 'editor' && flow.editor && flow.user) {
    return (
      <AuthScreen title={title}>
        <EditorHandoff
          callback={flow.editor}
          user={flow.user}
          isAuto={flow.isSignedInHere}
          onUseAnother={flow.chooseAnother}
        />
      </AuthScreen>
    );
  }
  if (flow.view === 'chooser') {
    return (
      <AuthScreen title={title}>
        <p className="plain-secondary" style={NO_MARGIN}>
          {editor ? t('auth.editor.chooseAccount', { editor }) : t('auth.chooser.description')}
        </p>
        <AccountChooser accounts={flow.choices} onUseAnother={flow.showForm} />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={title}>
      <FullLoading />
    </AuthScreen>
  );
}

/** Above the sign-in forms: what this sign-in is for, when it is more than signing in. */
export function LoginFlowNotice({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  if (flow.editor) {
    const editor = editorName(flow.editor.scheme);
    return (
      <PlainAlert
        type={INFO}
        title={t('auth.editor.signInFor', { editor, extension: flow.editor.extensionId })}
      />
    );
  }
  if (flow.isAdding && flow.user) {
    return (
      <PlainAlert
        type={INFO}
        title={t('auth.chooser.adding', { name: flow.user.name, max: MAX_BROWSER_ACCOUNTS })}
        action={<Link to={flow.target}>{t('auth.chooser.cancelAdd')}</Link>}
      />
    );
  }
  return null;
}
