import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTestRuns } from '../api/list-test-runs';
import { TESTS_TEST_IDS } from '../test-ids';
import { RunView } from './run-view';

const SECONDARY = 'secondary';

export interface RunPaneProps {
  projectId: string;
  scenarioId: string;
  /** The run started or opened last here; the newest run of the scenario when null. */
  runId: string | null;
  canRun: boolean;
}

/** The editor's Run tab: the run last started or opened, else the scenario's newest. */
export function RunPane({ projectId, scenarioId, runId, canRun }: RunPaneProps) {
  const { t } = useTranslation();
  const runs = useTestRuns(projectId, scenarioId);
  const shown = runId ?? runs.data?.[0]?.id ?? null;
  if (shown === null) {
    if (runs.isPending) return null;
    return (
      <div style={{ padding: 16 }} data-testid={TESTS_TEST_IDS.noRun}>
        <Typography.Text type={SECONDARY}>
          {canRun ? t('tests.run.noRunCanRun') : t('tests.run.noRun')}
        </Typography.Text>
      </div>
    );
  }
  return (
    <RunView
      key={shown}
      projectId={projectId}
      scenarioId={scenarioId}
      runId={shown}
      canRun={canRun}
    />
  );
}
