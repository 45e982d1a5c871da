import { Form, Input, Space, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';
import { FIELD, INPUT } from '../lib/form-fields';

export interface CodeFieldProps extends SendCodeButtonProps {
  /** The antd form's `name`: the input's id is `<formName>_code`, which the label points at. */
  formName: string;
  /** The field's validation rule. */
  rule: FormRule;
}

/** The 6-digit code input (field `code`) with its "Send code" button beside it. */
export function CodeField({ formName, rule, onSend, isSending }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('auth.code')} htmlFor={`${formName}_${FIELD.code}`}>
      <Space.Compact block>
        <Form.Item name={FIELD.code} noStyle rules={[rule]}>
          <Input {...INPUT.code} />
        </Form.Item>
        <SendCodeButton onSend={onSend} isSending={isSending} />
      </Space.Compact>
    </Form.Item>
  );
}
