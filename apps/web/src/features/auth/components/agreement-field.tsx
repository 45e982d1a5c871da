import { useTranslation } from 'react-i18next';
import { PlainCheckbox } from '../../../components/plain/plain-checkbox';
import { PlainField } from '../../../components/plain/plain-field';
import type { PlainFields } from '../../../lib/use-plain-contract-form';
import { FIELD } from '../lib/form-fields';

/** The "I agree to the terms and privacy policy" box (field `agreed`, spec §5). */
export function AgreementField({ form }: { form: PlainFields<typeof FIELD.agreed> }) {
  const { t } = useTranslation();
  const field = FIELD.agreed;
  return (
    <PlainField id={form.id(field)} errors={form.errorsOf(field)}>
      {(control) => (
        <PlainCheckbox {...control} {...form.checkbox(field)}>
          {t('auth.agreement')}
        </PlainCheckbox>
      )}
    </PlainField>
  );
}
