import { App, Button, Form, Input, Typography } from 'antd';
import { loginPhoneBody, sendSmsCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLoginPhone } from '../api/login-phone';
import { useSendSmsCode } from '../api/send-sms-code';
import { CodeField } from './code-field';
import { FIELD, INPUT, FORM_PROPS } from '../lib/form-fields';
import { useSendCode } from '../lib/use-send-code';

const FORM_NAME = 'login-phone';
const SUBMIT = 'submit';
const SECONDARY = 'secondary';
const INITIAL = { phone: '', code: '' };

/** Phone and texted code; a number's first sign-in creates its account. */
export function LoginPhoneForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, fail, clearError, submitWith } = useContractForm(loginPhoneBody);
  const sendCode = useSendSmsCode();
  const login = useLoginPhone();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = useSendCode({
    form,
    fields: ['phone'],
    toBody: (f) => {
      const body = sendSmsCodeBody.safeParse({ phone: f.getFieldValue('phone'), purpose: 'login' });
      return body.success ? body.data : undefined;
    },
    send: (body) => sendCode.mutateAsync(body),
    fail,
    clearError,
  });

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await login.mutateAsync(body);
      void message.success(t('success.login'));
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={INITIAL}
      onFinish={(values: typeof INITIAL) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item name={FIELD.phone} label={t('auth.phone')} rules={[rule(FIELD.phone)]}>
        <Input {...INPUT.phone} placeholder={t('auth.phonePlaceholder')} />
      </Form.Item>
      <CodeField
        formName={FORM_NAME}
        rule={rule(FIELD.code)}
        onSend={send}
        isSending={sendCode.isPending}
      />
      <Typography.Paragraph type={SECONDARY}>{t('auth.login.phoneHint')}</Typography.Paragraph>
      <Button type="primary" htmlType={SUBMIT} block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
