import type { FormInstance, FormRule } from 'antd';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { SCENARIO_DESCRIPTION_MAX_LENGTH, SCENARIO_NAME_MAX_LENGTH } from '../lib/scenario-form';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
// Empty, not missing: the contract's schema then says the name is required.
const INITIAL = { name: '', description: '' };
const NAME = 'name';
const DESCRIPTION = 'description';
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 8 };

export interface ScenarioFormDialogProps {
  isOpen: boolean;
  title: string;
  okText: string;
  /** The form's name (the ids of its fields). */
  formName: string;
  /** The contract form of the dialog (useContractForm): its instance, rules and failure. */
  form: FormInstance;
  nameRule: FormRule;
  error: unknown;
  /** Asks for a description too (a new scenario); a rename asks for the name only. */
  hasDescription: boolean;
  isSaving: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSubmit: (values: Record<string, unknown>) => void;
}

/** The dialog that names a scenario, new or renamed: its name and, for a new one, a description. */
export function ScenarioFormDialog({
  isOpen,
  title,
  okText,
  formName,
  form,
  nameRule,
  error,
  hasDescription,
  isSaving,
  onClose,
  afterClose,
  onSubmit,
}: ScenarioFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={isOpen}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={t('tests.common.cancel')}
      okButtonProps={{ loading: isSaving }}
      afterClose={afterClose}
      forceRender
    >
      <ErrorAlert error={error} />
      <Form {...FORM_PROPS} name={formName} form={form} initialValues={INITIAL} onFinish={onSubmit}>
        <Form.Item name={NAME} label={t('tests.list.name')} rules={[nameRule]}>
          <Input maxLength={SCENARIO_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        {hasDescription && (
          <Form.Item name={DESCRIPTION} label={t('tests.list.description')}>
            <Input.TextArea
              maxLength={SCENARIO_DESCRIPTION_MAX_LENGTH}
              autoSize={DESCRIPTION_ROWS}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
