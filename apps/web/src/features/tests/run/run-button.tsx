import { App, Button } from 'antd';
import { CaretRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useStartTestRun } from '../api/start-test-run';
import { useScenarioEnvironment } from '../editor/environment-select';
import { TESTS_TEST_IDS } from '../test-ids';

export interface RunButtonProps {
  projectId: string;
  scenarioId: string;
  /** The editor holds changes not saved yet: a run would not see them. */
  hasUnsaved: boolean;
  /** Saves the changes; false when the save did not happen (a problem was shown). */
  onSave: () => Promise<boolean>;
  onStarted: (runId: string) => void;
}

/**
 * Starts a run of the scenario as saved, with the environment chosen in the editor. With changes
 * not saved, it asks first and offers to save and run: a run of the older version would surprise.
 */
export function RunButton({
  projectId,
  scenarioId,
  hasUnsaved,
  onSave,
  onStarted,
}: RunButtonProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const { environmentId } = useScenarioEnvironment(projectId, scenarioId);
  const start = useStartTestRun();

  const run = async () => {
    try {
      onStarted(await start.mutateAsync({ projectId, scenarioId, environmentId }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const onClick = () => {
    if (!hasUnsaved) {
      void run();
      return;
    }
    void modal.confirm({
      title: t('tests.run.unsavedTitle'),
      content: t('tests.run.unsavedContent'),
      okText: t('tests.run.saveAndRun'),
      cancelText: t('tests.common.cancel'),
      onOk: async () => {
        if (await onSave()) await run();
      },
    });
  };

  return (
    <Button
      icon={<CaretRightOutlined />}
      loading={start.isPending}
      onClick={onClick}
      title={t('tests.run.runHelp')}
      data-testid={TESTS_TEST_IDS.run}
    >
      {t('tests.run.run')}
    </Button>
  );
}
