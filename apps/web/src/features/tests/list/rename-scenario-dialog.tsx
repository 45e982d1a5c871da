import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { TestScenarioSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { SCENARIO_NAME_MAX_LENGTH, scenarioNameSchema } from '../lib/scenario-form';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
// Empty, not missing: the contract's schema then says the name is required.
const INITIAL = { name: '', description: '' };
const FORM_NAME = 'tests-rename-scenario';
const NAME = 'name';

export interface RenameScenarioDialogProps {
  /** The scenario to rename; null when closed. */
  scenario: TestScenarioSummary | null;
  onClose: () => void;
  /** Saves the new name; a failure is shown in the dialog. */
  onRename: (scenario: TestScenarioSummary, name: string) => Promise<void>;
  isSaving: boolean;
}

export function RenameScenarioDialog({
  scenario,
  onClose,
  onRename,
  isSaving,
}: RenameScenarioDialogProps) {
  const { t } = useTranslation();
  const { form, rule, error, clearError, submitWith } = useContractForm(scenarioNameSchema);

  useEffect(() => {
    if (scenario) form.setFieldsValue({ name: scenario.name });
  }, [scenario, form]);

  const submit = (values: Record<string, unknown>) =>
    submitWith(values, async ({ name }) => {
      if (!scenario) return;
      await onRename(scenario, name);
      onClose();
    });

  return (
    <Modal
      open={scenario !== null}
      title={t('tests.list.renameTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tests.list.renameOk')}
      cancelText={t('tests.common.cancel')}
      okButtonProps={{ loading: isSaving }}
      afterClose={clearError}
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
      </Form>
    </Modal>
  );
}
