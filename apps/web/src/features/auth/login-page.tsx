import { Flex, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from './api/get-session';
import { AuthScreen } from './components/auth-screen';
import { LoginEmailForm } from './components/login-email-form';
import { LoginPhoneForm } from './components/login-phone-form';
import { REDIRECT_PARAM, safeRedirectPath } from './lib/redirect';
import { USER_PATHS } from './lib/user-paths';

const LINK_ROW = { justify: 'space-between', gap: 8, wrap: 'wrap' } as const;

/**
 * `/user/login` (spec §2): by email and password, or by phone and code. Once a session exists
 * (signed in here, or already) the visitor goes to the `redirect` parameter when it is a path
 * on this site, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: user } = useSession();
  const target = safeRedirectPath(params.get(REDIRECT_PARAM));

  if (user) return <Navigate replace to={target} />;

  const tabs: TabsProps['items'] = [
    { key: 'email', label: t('auth.login.tabEmail'), children: <LoginEmailForm /> },
    { key: 'phone', label: t('auth.login.tabPhone'), children: <LoginPhoneForm /> },
  ];
  return (
    <AuthScreen title={t('screens.login')}>
      <Tabs items={tabs} />
      <Flex {...LINK_ROW}>
        <Link to={USER_PATHS.register}>{t('auth.login.toRegister')}</Link>
        <Link to={USER_PATHS.registerPhone}>{t('auth.login.toRegisterPhone')}</Link>
        <Link to={USER_PATHS.find}>{t('auth.login.toFind')}</Link>
      </Flex>
    </AuthScreen>
  );
}
