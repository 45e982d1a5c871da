import { Button, Form, Input, Typography } from 'antd';
import { PHONE_REGISTRATION_AI_CREDITS, registerPhoneBody, sendSmsCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { useContractForm } from '../../lib/use-contract-form';
import { useRegisterPhone } from './api/register-phone';
import { useSendSmsCode } from './api/send-sms-code';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { CodeField } from './components/code-field';
import { FIELD, INPUT, FORM_PROPS } from './lib/form-fields';
import { useSendCode } from './lib/use-send-code';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'register-phone';
const SUBMIT = 'submit';
const SECONDARY = 'secondary';
const INITIAL = { name: '', phone: '', code: '', agreed: false };

/** `/user/register-phone` (spec §2): an account by phone and texted code (20 AI credits, §9). */
export function RegisterPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, rule, error, fail, clearError, submitWith } = useContractForm(registerPhoneBody);
  const sendCode = useSendSmsCode();
  const register = useRegisterPhone();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = useSendCode({
    form,
    fields: ['phone', 'agreed'],
    toBody: (f) => {
      const body = sendSmsCodeBody.safeParse({
        phone: f.getFieldValue('phone'),
        purpose: 'register',
      });
      return body.success ? body.data : undefined;
    },
    send: (body) => sendCode.mutateAsync(body),
    fail,
    clearError,
  });

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await register.mutateAsync(body);
      await navigate(USER_PATHS.registerSuccess);
    });

  return (
    <AuthScreen title={t('screens.registerPhone')}>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('auth.register.phoneBonus', { credits: PHONE_REGISTRATION_AI_CREDITS })}
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={INITIAL}
        onFinish={(values: typeof INITIAL) => void submit(values)}
      >
        <ErrorAlert error={error} />
        <Form.Item name={FIELD.name} label={t('auth.name')} rules={[rule(FIELD.name)]}>
          <Input {...INPUT.name} />
        </Form.Item>
        <Form.Item name={FIELD.phone} label={t('auth.phone')} rules={[rule(FIELD.phone)]}>
          <Input {...INPUT.phone} placeholder={t('auth.phonePlaceholder')} />
        </Form.Item>
        <CodeField
          formName={FORM_NAME}
          rule={rule(FIELD.code)}
          onSend={send}
          isSending={sendCode.isPending}
        />
        <AgreementField rule={rule(FIELD.agreed)} />
        <Button type="primary" htmlType={SUBMIT} block loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      <Link to={USER_PATHS.login}>{t('auth.register.toLogin')}</Link>
    </AuthScreen>
  );
}
