import { Alert, App, Button, Form, Input } from 'antd';
import { changePasswordBody, type CurrentUser } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { revalidateIfTouched } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { FIELD, FORM_PROPS, INPUT } from '../lib/form-fields';
import { NewPasswordFields } from '../components/new-password-fields';

const FORM_NAME = 'account-password';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const INFO = 'info';
const CURRENT_PASSWORD = 'currentPassword';
const INITIAL = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password with the current one; the other signed-in devices are signed out. */
export function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, submitWith } = useContractForm(changePasswordBody);
  const change = useChangePassword();

  if (!user.hasPassword) {
    return <Alert type={INFO} showIcon title={t('account.noPassword')} />;
  }

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await change.mutateAsync(body);
      form.resetFields();
      void message.success(t('account.passwordChanged'));
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={INITIAL}
      onFinish={(values: typeof INITIAL) => void submit(values)}
      onValuesChange={() => revalidateIfTouched(form, FIELD.confirmPassword)}
    >
      <ErrorAlert error={error} />
      <Form.Item
        name={CURRENT_PASSWORD}
        label={t('account.currentPassword')}
        rules={[rule(CURRENT_PASSWORD)]}
      >
        <Input.Password {...INPUT.currentPassword} />
      </Form.Item>
      <NewPasswordFields
        passwordRule={rule(FIELD.password)}
        confirmRule={rule(FIELD.confirmPassword)}
        isNew
      />
      <Button type={PRIMARY} htmlType={SUBMIT} loading={change.isPending}>
        {t('account.changePassword')}
      </Button>
    </Form>
  );
}
