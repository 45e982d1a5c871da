import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerWithTicketBody } from '@heron/contract';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { FullLoading } from '../../components/full-loading';
import { ApiError } from '../../lib/api-client';
import { usePlainContractForm } from '../../lib/use-plain-contract-form';
import {
  forgetTicket,
  OAuthFailure,
  PROVIDER_NAME_KEY,
  useRegisterWithTicket,
  useTicketProfile,
} from '../oauth';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { AuthTextField } from './components/auth-text-field';
import { FIELD, INPUT } from './lib/form-fields';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'register-3party';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const TICKET_EXPIRED = 'OAUTH_TICKET_INVALID';

/**
 * `/user/register-3party` (spec §2): a new account for a first provider sign-in, named as the
 * provider knows the person. Email login or a phone can be added later in account settings.
 */
export function RegisterThirdPartyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticket, data: profile, error: ticketError, isLoading } = useTicketProfile();
  const register = useRegisterWithTicket();

  if (!ticket)
    return <OAuthFailure screenTitle={t('screens.register3party')} code={TICKET_EXPIRED} />;
  if (isLoading) return <FullLoading />;
  if (!profile) {
    return (
      <OAuthFailure
        screenTitle={t('screens.register3party')}
        code={ticketError instanceof ApiError ? ticketError.code : TICKET_EXPIRED}
      />
    );
  }

  return (
    <RegisterThirdPartyForm
      ticket={ticket}
      name={profile.displayName ?? ''}
      provider={t(PROVIDER_NAME_KEY[profile.provider])}
      onRegistered={() => {
        forgetTicket();
        void navigate(USER_PATHS.registerSuccess, { replace: true });
      }}
      register={(body) => register.mutateAsync(body)}
      isPending={register.isPending}
    />
  );
}

/** The form itself, once the ticket's profile has given the name to start from. */
function RegisterThirdPartyForm({
  ticket,
  name,
  provider,
  register,
  onRegistered,
  isPending,
}: {
  ticket: string;
  name: string;
  provider: string;
  register: (body: z.output<typeof registerWithTicketBody>) => Promise<unknown>;
  onRegistered: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const form = usePlainContractForm(registerWithTicketBody, {
    name: FORM_NAME,
    initial: { name, agreed: false },
    extra: { ticket },
  });
  const submit = form.onSubmit(async (body) => {
    await register(body);
    onRegistered();
  });

  return (
    <AuthScreen title={t('screens.register3party')}>
      <p className="plain-paragraph plain-secondary">
        {t('oauth.register.description', { provider })}
      </p>
      <form id={FORM_NAME} noValidate onSubmit={submit}>
        <PlainErrorAlert error={form.error} />
        <AuthTextField form={form} field={FIELD.name} label={t('auth.name')} {...INPUT.name} />
        <AgreementField form={form} />
        <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={isPending}>
          {t('oauth.register.submit')}
        </PlainButton>
      </form>
    </AuthScreen>
  );
}
