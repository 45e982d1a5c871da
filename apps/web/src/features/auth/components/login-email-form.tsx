import { App, Button, Form, Input } from 'antd';
import { loginEmailBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLoginEmail } from '../api/login-email';
import { FIELD, INPUT, FORM_PROPS } from '../lib/form-fields';

const FORM_NAME = 'login-email';
const SUBMIT = 'submit';
const INITIAL = { email: '', password: '' };

/** Email and password. Signing in fills the session; the login page then moves on. */
export function LoginEmailForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, submitWith } = useContractForm(loginEmailBody);
  const login = useLoginEmail();

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
      <Form.Item name={FIELD.email} label={t('auth.email')} rules={[rule(FIELD.email)]}>
        <Input {...INPUT.loginEmail} />
      </Form.Item>
      <Form.Item name={FIELD.password} label={t('auth.password')} rules={[rule(FIELD.password)]}>
        <Input.Password {...INPUT.currentPassword} />
      </Form.Item>
      <Button type="primary" htmlType={SUBMIT} block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
