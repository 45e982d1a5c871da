import { resetPasswordBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlainAlert } from '../../components/plain/plain-alert';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { ApiError } from '../../lib/api-client';
import { usePlainContractForm } from '../../lib/use-plain-contract-form';
import { useResetPassword } from './api/reset-password';
import { AuthScreen } from '../../components/auth-screen';
import { AuthPasswordFields } from './components/auth-password-fields';
import { FIELD } from './lib/form-fields';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'reset-password';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const ERROR = 'error';
const NO_MARGIN = { margin: 0 } as const;
const INITIAL = { password: '', confirmPassword: '' };

/**
 * `/user/reset-password?token=…&email=…` (spec §2, §5): the emailed link's target. A link
 * missing its token or email is refused before anything is asked (spec §8 messages).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';

  if (!token || !email) {
    return (
      <AuthScreen title={t('screens.resetPassword')}>
        {!token && <PlainAlert type={ERROR} title={t('messages.tokenEmpty')} />}
        {!email && <PlainAlert type={ERROR} title={t('messages.emailEmpty')} />}
        <Link to={USER_PATHS.find}>{t('auth.reset.requestNewLink')}</Link>
      </AuthScreen>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = usePlainContractForm(resetPasswordBody, {
    name: FORM_NAME,
    initial: INITIAL,
    extra: { token, email },
    revalidate: [FIELD.confirmPassword],
  });
  const reset = useResetPassword();
  const isLinkInvalid = form.error instanceof ApiError && form.error.code === 'RESET_LINK_INVALID';

  const submit = form.onSubmit(async (body) => {
    await reset.mutateAsync(body);
    await navigate(USER_PATHS.success);
  });

  return (
    <AuthScreen title={t('screens.resetPassword')}>
      <p className="plain-secondary" style={NO_MARGIN}>
        {t('auth.reset.description', { email })}
      </p>
      <form id={FORM_NAME} noValidate onSubmit={submit}>
        <PlainErrorAlert error={form.error} />
        <AuthPasswordFields form={form} isNew />
        <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </PlainButton>
      </form>
      {isLinkInvalid && <Link to={USER_PATHS.find}>{t('auth.reset.requestNewLink')}</Link>}
    </AuthScreen>
  );
}
