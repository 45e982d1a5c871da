import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '../../../lib/api-client';
import { AuthScreen } from '../../../components/auth-screen';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainResult } from '../../../components/plain/plain-result';
import { USER_PATHS } from '../../../lib/user-paths';

const ERROR = 'error';
const PRIMARY = 'primary';

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
      <PlainResult
        status={ERROR}
        title={providerName ? t('oauth.failedWith', { provider: providerName }) : t('oauth.failed')}
        subTitle={t(errorMessageKey(code))}
        extra={
          <PlainButton variant={PRIMARY} onClick={() => void navigate(USER_PATHS.login)}>
            {t('oauth.backToLogin')}
          </PlainButton>
        }
      />
    </AuthScreen>
  );
}
