import { Alert, App, Button, Descriptions, Form, Input, type FormRule } from 'antd';
import {
  changeEmailBody,
  emailSchema,
  sendChangeEmailCodeBody,
  setUpEmailLoginBody,
  type CurrentUser,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { revalidateIfTouched } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangeEmail } from '../api/change-email';
import { useSendChangeEmailCode } from '../api/send-change-email-code';
import { CodeField } from '../components/code-field';
import { FIELD, FORM_PROPS, INPUT } from '../lib/form-fields';
import { useSendCode } from '../lib/use-send-code';
import { NewPasswordFields } from '../components/new-password-fields';

const FORM_NAME = 'account-email';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const INFO = 'info';
const ONE_COLUMN = 1;
const SMALL = 'small';
const CURRENT = 'current';
const INITIAL = { email: '', code: '' };
const INITIAL_WITH_PASSWORD = { ...INITIAL, password: '', confirmPassword: '' };
type Values = Partial<typeof INITIAL_WITH_PASSWORD>;

/**
 * Change the sign-in email with a code sent to the new address (the old one is told). An account
 * without a password (made by phone or a provider) chooses one here too: that sets up email
 * login, which it needs before it can unlink its last provider.
 */
export function EmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const needsPassword = !user.hasPassword;
  const { form, rule, error, fail, clearError, submitWith } = useContractForm(
    needsPassword ? setUpEmailLoginBody : changeEmailBody,
  );
  const sendCode = useSendChangeEmailCode();
  const change = useChangeEmail();

  // The same refusal as the server's, before a code is spent on it. An account without a
  // password may confirm the address it has (a provider's) while choosing its password.
  const notCurrent: FormRule = {
    validator: async (_rule, value: unknown) => {
      const parsed = emailSchema.safeParse(value);
      if (!needsPassword && parsed.success && parsed.data === user.email) {
        throw new Error(t('validation.sameAddress'));
      }
    },
  };

  const send = useSendCode({
    form,
    fields: [FIELD.email],
    toBody: (f) => {
      const body = sendChangeEmailCodeBody.safeParse({ email: f.getFieldValue(FIELD.email) });
      return body.success ? body.data : undefined;
    },
    send: (body) => sendCode.mutateAsync(body),
    fail,
    clearError,
  });

  const submit = (values: Values) =>
    submitWith(values, async (body) => {
      await change.mutateAsync(body);
      form.resetFields();
      form.setFieldValue(FIELD.email, ''); // the address it had is no longer one to confirm
      void message.success(t('success.settings'));
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={
        needsPassword ? { ...INITIAL_WITH_PASSWORD, email: user.email ?? '' } : INITIAL
      }
      onFinish={(values: Values) => void submit(values)}
      onValuesChange={() => needsPassword && revalidateIfTouched(form, FIELD.confirmPassword)}
    >
      <ErrorAlert error={error} />
      {needsPassword && (
        <Alert
          type={INFO}
          showIcon
          title={t('account.emailLoginHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions
        column={ONE_COLUMN}
        size={SMALL}
        items={[
          {
            key: CURRENT,
            label: t('account.currentEmail'),
            children: user.email ?? t('account.notSet'),
          },
        ]}
      />
      <Form.Item
        name={FIELD.email}
        label={t('account.newEmail')}
        rules={[rule(FIELD.email), notCurrent]}
      >
        <Input {...INPUT.email} />
      </Form.Item>
      <CodeField
        formName={FORM_NAME}
        rule={rule(FIELD.code)}
        onSend={send}
        isSending={sendCode.isPending}
      />
      {needsPassword && (
        <NewPasswordFields
          passwordRule={rule(FIELD.password)}
          confirmRule={rule(FIELD.confirmPassword)}
        />
      )}
      <Button type={PRIMARY} htmlType={SUBMIT} loading={change.isPending}>
        {needsPassword ? t('account.setUpEmailLogin') : t('account.changeEmail')}
      </Button>
    </Form>
  );
}
