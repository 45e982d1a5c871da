import { useTranslation } from 'react-i18next';
import type { PlainFields } from '../../../lib/use-plain-contract-form';
import { FIELD, INPUT } from '../lib/form-fields';
import { AuthTextField } from './auth-text-field';

/**
 * A new password and its confirmation (spec §5: "Passwords do not match") on the account
 * screens drawn without antd. `isNew` labels the first "New password".
 */
export function AuthPasswordFields({
  form,
  isNew = false,
}: {
  form: PlainFields<typeof FIELD.password | typeof FIELD.confirmPassword>;
  isNew?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthTextField
        form={form}
        field={FIELD.password}
        label={isNew ? t('auth.newPassword') : t('auth.password')}
        isPassword
        {...INPUT.newPassword}
      />
      <AuthTextField
        form={form}
        field={FIELD.confirmPassword}
        label={t('auth.confirmPassword')}
        isPassword
        {...INPUT.newPassword}
      />
    </>
  );
}
