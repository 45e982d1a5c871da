import { PHONE_REGISTRATION_AI_CREDITS, registerPhoneBody, sendSmsCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainErrorAlert } from '../../components/plain/plain-error-alert';
import { usePlainContractForm } from '../../lib/use-plain-contract-form';
import { useRegisterPhone } from './api/register-phone';
import { useSendSmsCode } from './api/send-sms-code';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { AuthCodeField } from './components/auth-code-field';
import { AuthTextField } from './components/auth-text-field';
import { FIELD, INPUT } from './lib/form-fields';
import { usePlainSendCode } from './lib/use-plain-send-code';
import { useAgreementBeforeCode } from './lib/use-agreement-before-code';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'register-phone';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const NO_MARGIN = { margin: 0 } as const;
const INITIAL = { name: '', phone: '', code: '', agreed: false };

/** `/user/register-phone` (spec §2): an account by phone and texted code (20 AI credits, §9). */
export function RegisterPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = usePlainContractForm(registerPhoneBody, { name: FORM_NAME, initial: INITIAL });
  const sendCode = useSendSmsCode();
  const register = useRegisterPhone();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = usePlainSendCode(
    form,
    [FIELD.phone, FIELD.agreed],
    () => {
      const body = sendSmsCodeBody.safeParse({
        phone: form.valueOf(FIELD.phone),
        purpose: 'register',
      });
      return body.success ? body.data : undefined;
    },
    (body) => sendCode.mutateAsync(body),
  );

  const agreement = useAgreementBeforeCode(form, send);

  const submit = form.onSubmit(async (body) => {
    await register.mutateAsync(body);
    await navigate(USER_PATHS.registerSuccess);
  });

  return (
    <AuthScreen title={t('screens.registerPhone')}>
      <p className="plain-secondary" style={NO_MARGIN}>
        {t('auth.register.phoneBonus', { credits: PHONE_REGISTRATION_AI_CREDITS })}
      </p>
      <form id={FORM_NAME} noValidate onSubmit={submit}>
        <PlainErrorAlert error={form.error} />
        <AuthTextField form={form} field={FIELD.name} label={t('auth.name')} {...INPUT.name} />
        <AuthTextField
          form={form}
          field={FIELD.phone}
          label={t('auth.phone')}
          {...INPUT.phone}
          placeholder={t('auth.phonePlaceholder')}
        />
        <AuthCodeField
          form={form}
          onSend={agreement.send}
          isSending={sendCode.isPending}
          sendNote={agreement.note}
        />
        <AgreementField form={form} />
        <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={register.isPending}>
          {t('auth.register.submit')}
        </PlainButton>
      </form>
      <Link to={USER_PATHS.login}>{t('auth.register.toLogin')}</Link>
    </AuthScreen>
  );
}
