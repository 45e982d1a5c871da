import { App, Button, Descriptions, Form, Input } from 'antd';
import { updateProfileBody, type CurrentUser } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';
import { FIELD, FORM_PROPS, INPUT } from '../lib/form-fields';

const FORM_NAME = 'account-profile';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const ONE_COLUMN = 1;
const SMALL = 'small';

/** The account name, and the sign-in addresses as they are. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, rule, error, submitWith } = useContractForm(updateProfileBody);
  const update = useUpdateProfile();

  const submit = (values: { name: string }) =>
    submitWith(values, async (body) => {
      await update.mutateAsync(body);
      void message.success(t('success.settings'));
    });

  return (
    <Form
      form={form}
      name={FORM_NAME}
      {...FORM_PROPS}
      initialValues={{ name: user.name }}
      onFinish={(values: { name: string }) => void submit(values)}
    >
      <ErrorAlert error={error} />
      <Form.Item name={FIELD.name} label={t('auth.name')} rules={[rule(FIELD.name)]}>
        <Input {...INPUT.name} />
      </Form.Item>
      <Descriptions
        column={ONE_COLUMN}
        size={SMALL}
        items={[
          { key: FIELD.email, label: t('auth.email'), children: user.email ?? t('account.notSet') },
          { key: FIELD.phone, label: t('auth.phone'), children: user.phone ?? t('account.notSet') },
        ]}
      />
      <Button type={PRIMARY} htmlType={SUBMIT} loading={update.isPending}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
