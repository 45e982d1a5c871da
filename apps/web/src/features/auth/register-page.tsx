import { registerEmailBody, sendEmailCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { usePlainContractForm } from '../../lib/use-plain-contract-form';
import { useRegisterEmail } from './api/register-email';
import { useSendEmailCode } from './api/send-email-code';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { AuthCodeField } from './components/auth-code-field';
import { AuthPasswordFields } from './components/auth-password-fields';
import { AuthTextField } from './components/auth-text-field';
import { FIELD, INPUT } from './lib/form-fields';
import { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from '../../lib/redirect';
import { usePlainSendCode } from './lib/use-plain-send-code';
import { useAgreementBeforeCode } from './lib/use-agreement-before-code';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'register';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const INITIAL = {
  name: '',
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
  agreed: false,
};

/** `/user/register` (spec §2, §5): an account by email, with a code sent there first. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Where the visitor was going (an invitation, say): the new account, signed in, goes there.
  const redirect = useSearchParams()[0].get(REDIRECT_PARAM);
  const form = usePlainContractForm(registerEmailBody, {
    name: FORM_NAME,
    initial: INITIAL,
    revalidate: [FIELD.confirmPassword],
  });
  const sendCode = useSendEmailCode();
  const register = useRegisterEmail();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = usePlainSendCode(
    form,
    [FIELD.email, FIELD.agreed],
    () => {
      const body = sendEmailCodeBody.safeParse({
        email: form.valueOf(FIELD.email),
        purpose: 'register',
      });
      return body.success ? body.data : undefined;
    },
    (body) => sendCode.mutateAsync(body),
  );

  const agreement = useAgreementBeforeCode(form, send);

  const submit = form.onSubmit(async (body) => {
    await register.mutateAsync(body);
    await navigate(redirect ? safeRedirectPath(redirect) : USER_PATHS.registerSuccess);
  });

  return (
    <AuthScreen title={t('screens.register')}>
      <form id={FORM_NAME} noValidate onSubmit={submit}>
        <PlainErrorAlert error={form.error} />
        <AuthTextField form={form} field={FIELD.name} label={t('auth.name')} {...INPUT.name} />
        <AuthTextField form={form} field={FIELD.email} label={t('auth.email')} {...INPUT.email} />
        <AuthCodeField
          form={form}
          onSend={agreement.send}
          isSending={sendCode.isPending}
          sendNote={agreement.note}
        />
        <AuthPasswordFields form={form} />
        <AgreementField form={form} />
        <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={register.isPending}>
          {t('auth.register.submit')}
        </PlainButton>
      </form>
      <Link to={redirect ? loginPathFor(safeRedirectPath(redirect)) : USER_PATHS.login}>
        {t('auth.register.toLogin')}
      </Link>
    </AuthScreen>
  );
}
