import { useEffect } from 'react';
import type { TestScenarioSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form';
import { scenarioNameSchema } from '../lib/scenario-form';
import { ScenarioFormDialog } from './scenario-form-dialog';

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
    <ScenarioFormDialog
      isOpen={scenario !== null}
      title={t('tests.list.renameTitle')}
      okText={t('tests.list.renameOk')}
      formName={FORM_NAME}
      form={form}
      nameRule={rule(NAME)}
      error={error}
      hasDescription={false}
      isSaving={isSaving}
      onClose={onClose}
      afterClose={clearError}
      onSubmit={(values) => void submit(values)}
    />
  );
}
