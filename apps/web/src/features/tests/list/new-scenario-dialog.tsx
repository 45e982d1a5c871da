import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateTestScenario } from '../api/create-test-scenario';
import {
  SCENARIO_DESCRIPTION_MAX_LENGTH,
  SCENARIO_NAME_MAX_LENGTH,
  scenarioFormSchema,
} from '../lib/scenario-form';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
// Empty, not missing: the contract's schema then says the name is required.
const INITIAL = { name: '', description: '' };
const FORM_NAME = 'tests-new-scenario';
const NAME = 'name';
const DESCRIPTION = 'description';
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 8 };

export interface NewScenarioDialogProps {
  projectId: string;
  isOpen: boolean;
  onClose: () => void;
  /** The new scenario's id: the section opens it. */
  onCreated: (scenarioId: string) => void;
}

/** Creates a scenario from a name and a description; its steps are added in the editor. */
export function NewScenarioDialog({
  projectId,
  isOpen,
  onClose,
  onCreated,
}: NewScenarioDialogProps) {
  const { t } = useTranslation();
  const create = useCreateTestScenario();
  const { form, rule, error, clearError, submitWith } = useContractForm(scenarioFormSchema);

  const submit = (values: Record<string, unknown>) =>
    submitWith(values, async (body) => {
      const created = await create.mutateAsync({ projectId, body });
      onCreated(created.id);
      onClose();
    });

  return (
    <Modal
      open={isOpen}
      title={t('tests.list.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tests.list.create')}
      cancelText={t('tests.common.cancel')}
      okButtonProps={{ loading: create.isPending }}
      afterClose={() => {
        form.resetFields();
        clearError();
      }}
      forceRender
    >
      <ErrorAlert error={error} />
      <Form
        {...FORM_PROPS}
        name={FORM_NAME}
        form={form}
        initialValues={INITIAL}
        onFinish={(values: Record<string, unknown>) => void submit(values)}
      >
        <Form.Item name={NAME} label={t('tests.list.name')} rules={[rule(NAME)]}>
          <Input maxLength={SCENARIO_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item name={DESCRIPTION} label={t('tests.list.description')}>
          <Input.TextArea maxLength={SCENARIO_DESCRIPTION_MAX_LENGTH} autoSize={DESCRIPTION_ROWS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
