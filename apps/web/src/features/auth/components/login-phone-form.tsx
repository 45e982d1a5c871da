import { loginPhoneBody, sendSmsCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainErrorAlert } from '../../../components/plain/plain-error-alert';
import { toast } from '../../../components/plain/plain-toast';
import { usePlainContractForm } from '../../../lib/use-plain-contract-form';
import { useLoginPhone } from '../api/login-phone';
import { useSendSmsCode } from '../api/send-sms-code';
import { FIELD, INPUT } from '../lib/form-fields';
import { usePlainSendCode } from '../lib/use-plain-send-code';
import { useAgreementBeforeCode } from '../lib/use-agreement-before-code';
import { AgreementField } from './agreement-field';
import { AuthCodeField } from './auth-code-field';
import { AuthTextField } from './auth-text-field';

const FORM_NAME = 'login-phone';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const INITIAL = { phone: '', code: '', agreed: false };

/**
 * Phone and texted code; a number's first sign-in creates its account, so the terms box is
 * ticked first, as on sign-up (spec §5).
 */
export function LoginPhoneForm() {
  const { t } = useTranslation();
  const form = usePlainContractForm(loginPhoneBody, { name: FORM_NAME, initial: INITIAL });
  const sendCode = useSendSmsCode();
  const login = useLoginPhone();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = usePlainSendCode(
    form,
    [FIELD.phone, FIELD.agreed],
    () => {
      const body = sendSmsCodeBody.safeParse({
        phone: form.valueOf(FIELD.phone),
        purpose: 'login',
      });
      return body.success ? body.data : undefined;
    },
    (body) => sendCode.mutateAsync(body),
  );

  const agreement = useAgreementBeforeCode(form, send);

  const submit = form.onSubmit(async (body) => {
    await login.mutateAsync(body);
    toast.success(t('success.login'));
  });

  return (
    <form id={FORM_NAME} noValidate onSubmit={submit}>
      <PlainErrorAlert error={form.error} />
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
      <p className="plain-paragraph plain-secondary">{t('auth.login.phoneHint')}</p>
      <AgreementField form={form} />
      <PlainButton variant={PRIMARY} htmlType={SUBMIT} block loading={login.isPending}>
        {t('auth.login.submit')}
      </PlainButton>
    </form>
  );
}
