import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginReturnTo, ProviderButtons } from '../oauth';
import { AuthScreen } from '../../components/auth-screen';
import { PlainTabs, type PlainTab } from '../../components/plain/plain-tabs';
import { LoginEmailForm } from './components/login-email-form';
import { LoginFlowNotice, LoginFlowScreen } from './components/login-flow';
import { LoginPhoneForm } from './components/login-phone-form';
import { REDIRECT_PARAM } from '../../lib/redirect';
import { useLoginFlow } from './lib/use-login-flow';
import { USER_PATHS } from '../../lib/user-paths';

const LINK_ROW = { justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' } as const;

/**
 * `/user/login` (spec §2): by email and password, or by phone and code. Once a session exists
 * (signed in here, or already) the visitor goes to the `redirect` parameter when it is a path
 * on this site, else home; an allowed editor callback (`vscode://…`) gets the account instead
 * (see `useLoginFlow` for the account chooser and `?add=1`).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const flow = useLoginFlow();

  // The account chooser, adding an account, an editor extension's sign-in, or leaving.
  if (flow.view !== 'form') return <LoginFlowScreen flow={flow} />;

  const tabs: PlainTab[] = [
    { key: 'email', label: t('auth.login.tabEmail'), children: <LoginEmailForm /> },
    { key: 'phone', label: t('auth.login.tabPhone'), children: <LoginPhoneForm /> },
  ];
  return (
    <AuthScreen title={t('screens.login')}>
      <LoginFlowNotice flow={flow} />
      <PlainTabs items={tabs} />
      <div className="plain-row" style={LINK_ROW}>
        <Link to={USER_PATHS.register}>{t('auth.login.toRegister')}</Link>
        <Link to={USER_PATHS.registerPhone}>{t('auth.login.toRegisterPhone')}</Link>
        <Link to={USER_PATHS.find}>{t('auth.login.toFind')}</Link>
      </div>
      <ProviderButtons
        returnTo={loginReturnTo(params.get(REDIRECT_PARAM), location.pathname + location.search)}
      />
    </AuthScreen>
  );
}
