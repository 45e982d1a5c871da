import { Alert, Button, Form, Typography } from 'antd';
import { resetPasswordBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { ApiError } from '../../lib/api-client';
import { revalidateIfTouched } from '../../lib/contract-form';
import { useContractForm } from '../../lib/use-contract-form';
import { useResetPassword } from './api/reset-password';
import { AuthScreen } from '../../components/auth-screen';
import { FIELD, FORM_PROPS } from './lib/form-fields';
import { USER_PATHS } from '../../lib/user-paths';
import { NewPasswordFields } from './components/new-password-fields';

const FORM_NAME = 'reset-password';
const SUBMIT = 'submit';
const SECONDARY = 'secondary';
const ERROR = 'error';
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
        {!token && <Alert type={ERROR} showIcon title={t('messages.tokenEmpty')} />}
        {!email && <Alert type={ERROR} showIcon title={t('messages.emailEmpty')} />}
        <Link to={USER_PATHS.find}>{t('auth.reset.requestNewLink')}</Link>
      </AuthScreen>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, rule, error, submitWith } = useContractForm(resetPasswordBody, {
    token,
    email,
  });
  const reset = useResetPassword();
  const isLinkInvalid = error instanceof ApiError && error.code === 'RESET_LINK_INVALID';

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await reset.mutateAsync(body);
      await navigate(USER_PATHS.success);
    });

  return (
    <AuthScreen title={t('screens.resetPassword')}>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('auth.reset.description', { email })}
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={INITIAL}
        onFinish={(values: typeof INITIAL) => void submit(values)}
        onValuesChange={() => revalidateIfTouched(form, FIELD.confirmPassword)}
      >
        <ErrorAlert error={error} />
        <NewPasswordFields
          passwordRule={rule(FIELD.password)}
          confirmRule={rule(FIELD.confirmPassword)}
          isNew
        />
        <Button type="primary" htmlType={SUBMIT} block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
      {isLinkInvalid && <Link to={USER_PATHS.find}>{t('auth.reset.requestNewLink')}</Link>}
    </AuthScreen>
  );
}
