import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { toast } from '../../components/plain/plain-toast';
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
const GAP_12 = { gap: 12 } as const;

/**
 * `/user/login-3party` (spec §2): where a provider sign-in lands when it failed, or when the
 * provider account is not linked to any account yet. Then the person creates a new account
 * (`/user/register-3party`) or binds it to an account they have: the signed-in one, or one they
 * log in to first (the ticket waits in this tab meanwhile).
 */
export function LoginThirdPartyPage() {
  const { t } = useTranslation();
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
        toast.success(t('success.bind'));
        void navigate(profile.returnTo ?? HOME_PATH, { replace: true });
      },
    });

  return (
    <AuthScreen title={t('screens.login3party')}>
      <div className="plain-stack" style={GAP_12}>
        <p className="plain-paragraph">
          <ProviderIcon provider={profile.provider} />{' '}
          {t('oauth.thirdParty.signedInAs', { provider, name: who })}
        </p>
        <p className="plain-paragraph plain-secondary">
          {t('oauth.thirdParty.notLinked', { provider })}
        </p>
        <PlainErrorAlert error={bind.error} />
        <PlainButton
          variant={PRIMARY}
          block
          onClick={() => void navigate(OAUTH_PATHS.registerThirdParty)}
        >
          {t('oauth.thirdParty.createAccount')}
        </PlainButton>
        {user ? (
          <PlainButton block loading={bind.isPending} onClick={bindHere}>
            {t('oauth.thirdParty.bindCurrent', { name: user.name })}
          </PlainButton>
        ) : (
          <PlainButton
            block
            onClick={() => void navigate(loginPathFor(OAUTH_PATHS.loginThirdParty))}
          >
            {t('oauth.thirdParty.bindExisting')}
          </PlainButton>
        )}
      </div>
    </AuthScreen>
  );
}
