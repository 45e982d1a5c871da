import { Checkbox, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD } from '../lib/form-fields';

const CHECKED = 'checked';

/** The "I agree to the terms and privacy policy" box (field `agreed`, spec §5). */
export function AgreementField({ rule }: { rule: FormRule }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={FIELD.agreed} valuePropName={CHECKED} rules={[rule]}>
      <Checkbox>{t('auth.agreement')}</Checkbox>
    </Form.Item>
  );
}
