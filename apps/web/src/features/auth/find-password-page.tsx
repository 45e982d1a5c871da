import { useState } from 'react';
import { forgotPasswordBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { PlainResult } from '../../components/plain/plain-result';
import { usePlainContractForm } from '../../lib/use-plain-contract-form';
import { useForgotPassword } from './api/forgot-password';
import { AuthScreen } from '../../components/auth-screen';
import { AuthTextField } from './components/auth-text-field';
import { USER_PATHS } from '../../lib/user-paths';
import { FIELD, INPUT } from './lib/form-fields';

const FORM_NAME = 'find-password';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const SUCCESS = 'success';
const NO_MARGIN = { margin: 0 } as const;
const INITIAL = { email: '' };

/**
 * `/user/find` (spec §2): asks for a reset link. The confirmation reads the same whether or not
 * the address has an account, so the page never tells who is registered.
 */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = usePlainContractForm(forgotPasswordBody, { name: FORM_NAME, initial: INITIAL });
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | undefined>();

  const submit = form.onSubmit(async (body) => {
    await forgot.mutateAsync(body);
    setSentTo(body.email);
  });

  if (sentTo !== undefined) {
    return (
      <AuthScreen title={t('screens.findPassword')}>
        <PlainResult
          status={SUCCESS}
          title={t('auth.find.sentTitle')}
          subTitle={t('auth.find.sentDescription', { email: sentTo })}
          extra={
            <PlainButton variant={PRIMARY} onClick={() => void navigate(USER_PATHS.login)}>
              {t('auth.find.backToLogin')}
            </PlainButton>
          }
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('screens.findPassword')}>
      <p className="plain-secondary" style={NO_MARGIN}>
        {t('auth.find.description')}
      </p>
      <form id={FORM_NAME} noValidate onSubmit={submit}>
        <PlainErrorAlert error={form.error} />
        <AuthTextField form={form} field={FIELD.email} label={t('auth.email')} {...INPUT.email} />
        <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={forgot.isPending}>
          {t('auth.find.submit')}
        </PlainButton>
      </form>
      <Link to={USER_PATHS.login}>{t('auth.find.backToLogin')}</Link>
    </AuthScreen>
  );
}
