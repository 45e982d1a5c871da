import { loginEmailBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainErrorAlert } from '../../../components/plain/plain-error-alert';
import { toast } from '../../../components/plain/plain-toast';
import { usePlainContractForm } from '../../../lib/use-plain-contract-form';
import { useLoginEmail } from '../api/login-email';
import { FIELD, INPUT } from '../lib/form-fields';
import { AuthTextField } from './auth-text-field';

const FORM_NAME = 'login-email';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const INITIAL = { email: '', password: '' };

/** Email and password. Signing in fills the session; the login page then moves on. */
export function LoginEmailForm() {
  const { t } = useTranslation();
  const form = usePlainContractForm(loginEmailBody, { name: FORM_NAME, initial: INITIAL });
  const login = useLoginEmail();

  const submit = form.onSubmit(async (body) => {
    await login.mutateAsync(body);
    toast.success(t('success.login'));
  });

  return (
    <form id={FORM_NAME} noValidate onSubmit={submit}>
      <PlainErrorAlert error={form.error} />
      <AuthTextField
        form={form}
        field={FIELD.email}
        label={t('auth.email')}
        {...INPUT.loginEmail}
      />
      <AuthTextField
        form={form}
        field={FIELD.password}
        label={t('auth.password')}
        isPassword
        {...INPUT.currentPassword}
      />
      <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={login.isPending}>
        {t('auth.login.submit')}
      </PlainButton>
    </form>
  );
}
