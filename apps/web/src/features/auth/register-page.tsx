import { Button, Form, Input } from 'antd';
import { registerEmailBody, sendEmailCodeBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { revalidateIfTouched } from '../../lib/contract-form';
import { useContractForm } from '../../lib/use-contract-form';
import { useRegisterEmail } from './api/register-email';
import { useSendEmailCode } from './api/send-email-code';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { CodeField } from './components/code-field';
import { FIELD, INPUT, FORM_PROPS } from './lib/form-fields';
import { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from '../../lib/redirect';
import { useSendCode } from './lib/use-send-code';
import { USER_PATHS } from '../../lib/user-paths';
import { NewPasswordFields } from './components/new-password-fields';

const FORM_NAME = 'register';
const SUBMIT = 'submit';
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
  const { form, rule, error, fail, clearError, submitWith } = useContractForm(registerEmailBody);
  const sendCode = useSendEmailCode();
  const register = useRegisterEmail();

  // Spec §5: what must be right (on sign-up, the agreement too) is checked before sending.
  const send = useSendCode({
    form,
    fields: ['email', 'agreed'],
    toBody: (f) => {
      const body = sendEmailCodeBody.safeParse({
        email: f.getFieldValue('email'),
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
      await navigate(redirect ? safeRedirectPath(redirect) : USER_PATHS.registerSuccess);
    });

  return (
    <AuthScreen title={t('screens.register')}>
      <Form
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={INITIAL}
        onFinish={(values: typeof INITIAL) => void submit(values)}
        onValuesChange={() => revalidateIfTouched(form, FIELD.confirmPassword)}
      >
        <ErrorAlert error={error} />
        <Form.Item name={FIELD.name} label={t('auth.name')} rules={[rule(FIELD.name)]}>
          <Input {...INPUT.name} />
        </Form.Item>
        <Form.Item name={FIELD.email} label={t('auth.email')} rules={[rule(FIELD.email)]}>
          <Input {...INPUT.email} />
        </Form.Item>
        <CodeField
          formName={FORM_NAME}
          rule={rule(FIELD.code)}
          onSend={send}
          isSending={sendCode.isPending}
        />
        <NewPasswordFields
          passwordRule={rule(FIELD.password)}
          confirmRule={rule(FIELD.confirmPassword)}
        />
        <AgreementField rule={rule(FIELD.agreed)} />
        <Button type="primary" htmlType={SUBMIT} block loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      <Link to={redirect ? loginPathFor(safeRedirectPath(redirect)) : USER_PATHS.login}>
        {t('auth.register.toLogin')}
      </Link>
    </AuthScreen>
  );
}
