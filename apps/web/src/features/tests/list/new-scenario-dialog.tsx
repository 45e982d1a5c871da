import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateTestScenario } from '../api/create-test-scenario';
import { scenarioFormSchema } from '../lib/scenario-form';
import { ScenarioFormDialog } from './scenario-form-dialog';

const FORM_NAME = 'tests-new-scenario';
const NAME = 'name';

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
    <ScenarioFormDialog
      isOpen={isOpen}
      title={t('tests.list.newTitle')}
      okText={t('tests.list.create')}
      formName={FORM_NAME}
      form={form}
      nameRule={rule(NAME)}
      error={error}
      hasDescription
      isSaving={create.isPending}
      onClose={onClose}
      afterClose={() => {
        form.resetFields();
        clearError();
      }}
      onSubmit={(values) => void submit(values)}
    />
  );
}
