import { App, Button, Descriptions, Form, Input, type FormRule } from 'antd';
import {
  changePhoneBody,
  phoneSchema,
  sendChangeSmsCodeBody,
  type CurrentUser,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePhone } from '../api/change-phone';
import { useSendChangeSmsCode } from '../api/send-change-sms-code';
import { CodeField } from '../components/code-field';
import { FIELD, FORM_PROPS, INPUT } from '../lib/form-fields';
import { useSendCode } from '../lib/use-send-code';

const FORM_NAME = 'account-phone';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const ONE_COLUMN = 1;
const SMALL = 'small';
const CURRENT = 'current';
const INITIAL = { phone: '', code: '' };

/** Add a phone number, or change it, with a code texted to the new number (the old one is told). */
export function PhoneForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, fail, clearError, submitWith } = useContractForm(changePhoneBody);
  const sendCode = useSendChangeSmsCode();
  const change = useChangePhone();

  // The same refusal as the server's, before a code is spent on it.
  const notCurrent: FormRule = {
    validator: async (_rule, value: unknown) => {
      const parsed = phoneSchema.safeParse(value);
      if (parsed.success && parsed.data === user.phone) {
        throw new Error(t('validation.sameAddress'));
      }
    },
  };

  const send = useSendCode({
    form,
    fields: [FIELD.phone],
    toBody: (f) => {
      const body = sendChangeSmsCodeBody.safeParse({ phone: f.getFieldValue(FIELD.phone) });
      return body.success ? body.data : undefined;
    },
    send: (body) => sendCode.mutateAsync(body),
    fail,
    clearError,
  });

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await change.mutateAsync(body);
      form.resetFields();
      void message.success(t('success.settings'));
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
      <Descriptions
        column={ONE_COLUMN}
        size={SMALL}
        items={[
          {
            key: CURRENT,
            label: t('account.currentPhone'),
            children: user.phone ?? t('account.notSet'),
          },
        ]}
      />
      <Form.Item
        name={FIELD.phone}
        label={t('account.newPhone')}
        rules={[rule(FIELD.phone), notCurrent]}
      >
        <Input {...INPUT.phone} placeholder={t('auth.phonePlaceholder')} />
      </Form.Item>
      <CodeField
        formName={FORM_NAME}
        rule={rule(FIELD.code)}
        onSend={send}
        isSending={sendCode.isPending}
      />
      <Button type={PRIMARY} htmlType={SUBMIT} loading={change.isPending}>
        {user.phone ? t('account.changePhone') : t('account.addPhone')}
      </Button>
    </Form>
  );
}
