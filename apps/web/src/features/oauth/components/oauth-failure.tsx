import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '../../../lib/api-client';
import { AuthScreen } from '../../../components/auth-screen';
import { USER_PATHS } from '../../../lib/user-paths';

const ERROR = 'error';

/** A provider sign-in that did not work out, on its screen, with the reason and the way back. */
export function OAuthFailure({
  screenTitle,
  code,
  providerName,
}: {
  screenTitle: string;
  code: string;
  providerName?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthScreen title={screenTitle}>
      <Result
        status={ERROR}
        title={providerName ? t('oauth.failedWith', { provider: providerName }) : t('oauth.failed')}
        subTitle={t(errorMessageKey(code))}
        extra={
          <Button type="primary" onClick={() => void navigate(USER_PATHS.login)}>
            {t('oauth.backToLogin')}
          </Button>
        }
      />
    </AuthScreen>
  );
}
