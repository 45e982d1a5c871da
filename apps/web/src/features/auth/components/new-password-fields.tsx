import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD, INPUT } from '../lib/form-fields';

/**
 * A new password and its confirmation (spec §5: "Passwords do not match"), as sign-up, reset,
 * password change and email-login setup ask for them. `isNew` labels the first "New password".
 */
export function NewPasswordFields({
  passwordRule,
  confirmRule,
  isNew = false,
}: {
  passwordRule: FormRule;
  confirmRule: FormRule;
  isNew?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={FIELD.password}
        label={isNew ? t('auth.newPassword') : t('auth.password')}
        rules={[passwordRule]}
      >
        <Input.Password {...INPUT.newPassword} />
      </Form.Item>
      <Form.Item
        name={FIELD.confirmPassword}
        label={t('auth.confirmPassword')}
        rules={[confirmRule]}
      >
        <Input.Password {...INPUT.newPassword} />
      </Form.Item>
    </>
  );
}
