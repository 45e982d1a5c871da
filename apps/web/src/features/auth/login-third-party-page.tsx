import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullLoading } from '../../components/full-loading';
import { ApiError } from '../../lib/api-client';
import { HOME_PATH } from '../../lib/paths';
import {
  forgetTicket,
  OAuthFailure,
  PROVIDER_NAME_KEY,
  ProviderIcon,
  providerParam,
  useBindTicket,
  useTicketProfile,
} from '../oauth';
import { OAUTH_PATHS } from '../../lib/oauth-paths';
import { useSession } from '../../lib/get-session';
import { AuthScreen } from '../../components/auth-screen';
import { loginPathFor } from '../../lib/redirect';

const PRIMARY = 'primary';
const TICKET_EXPIRED = 'OAUTH_TICKET_INVALID';

/**
 * `/user/login-3party` (spec §2): where a provider sign-in lands when it failed, or when the
 * provider account is not linked to any account yet. Then the person creates a new account
 * (`/user/register-3party`) or binds it to an account they have: the signed-in one, or one they
 * log in to first (the ticket waits in this tab meanwhile).
 */
export function LoginThirdPartyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useSession();
  const { ticket, data: profile, error: ticketError, isLoading } = useTicketProfile();
  const bind = useBindTicket();

  const failed = params.get('error');
  const failedProvider = providerParam(params.get('provider'));
  if (failed) {
    return (
      <OAuthFailure
        screenTitle={t('screens.login3party')}
        code={failed}
        providerName={failedProvider && t(PROVIDER_NAME_KEY[failedProvider])}
      />
    );
  }
  if (!ticket) return <OAuthFailure screenTitle={t('screens.login3party')} code={TICKET_EXPIRED} />;
  if (isLoading) return <FullLoading />;
  if (!profile) {
    const code = ticketError instanceof ApiError ? ticketError.code : TICKET_EXPIRED;
    return <OAuthFailure screenTitle={t('screens.login3party')} code={code} />;
  }

  const provider = t(PROVIDER_NAME_KEY[profile.provider]);
  const who = profile.displayName ?? profile.email ?? provider;
  const bindHere = () =>
    bind.mutate(ticket, {
      onSuccess: () => {
        forgetTicket();
        void message.success(t('success.bind'));
        void navigate(profile.returnTo ?? HOME_PATH, { replace: true });
      },
    });

  return (
    <AuthScreen title={t('screens.login3party')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph>
          <ProviderIcon provider={profile.provider} />{' '}
          {t('oauth.thirdParty.signedInAs', { provider, name: who })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('oauth.thirdParty.notLinked', { provider })}
        </Typography.Paragraph>
        <ErrorAlert error={bind.error} />
        <Button type={PRIMARY} block onClick={() => void navigate(OAUTH_PATHS.registerThirdParty)}>
          {t('oauth.thirdParty.createAccount')}
        </Button>
        {user ? (
          <Button block loading={bind.isPending} onClick={bindHere}>
            {t('oauth.thirdParty.bindCurrent', { name: user.name })}
          </Button>
        ) : (
          <Button block onClick={() => void navigate(loginPathFor(OAUTH_PATHS.loginThirdParty))}>
            {t('oauth.thirdParty.bindExisting')}
          </Button>
        )}
      </Flex>
    </AuthScreen>
  );
}
