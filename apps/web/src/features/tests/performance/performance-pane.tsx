import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoadRuns } from '../api/list-load-runs';
import { TESTS_TEST_IDS } from '../test-ids';
import { LoadRunList } from './load-run-list';
import { LoadRunView } from './load-run-view';
import { LoadSettingsForm } from './load-settings-form';

const SECONDARY = 'secondary';
const HEADING = 5;

export interface PerformancePaneProps {
  projectId: string;
  scenarioId: string;
  /** The performance run shown; the newest when null. */
  runId: string | null;
  onShowRun: (runId: string) => void;
  canRun: boolean;
  hasUnsaved: boolean;
  onSave: () => Promise<boolean>;
}

/**
 * The editor's Performance tab (issue 22): the settings of a performance run and its Start, the
 * run started or opened last (live while it goes), and the scenario's earlier performance runs.
 */
export function PerformancePane({
  projectId,
  scenarioId,
  runId,
  onShowRun,
  canRun,
  hasUnsaved,
  onSave,
}: PerformancePaneProps) {
  const { t } = useTranslation();
  const runs = useLoadRuns(projectId, scenarioId);
  const shown = runId ?? runs.data?.[0]?.id ?? null;
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid={TESTS_TEST_IDS.performance}>
      {canRun && (
        <LoadSettingsForm
          projectId={projectId}
          scenarioId={scenarioId}
          hasUnsaved={hasUnsaved}
          onSave={onSave}
          onStarted={onShowRun}
        />
      )}
      {shown === null ? (
        !runs.isPending && (
          <Typography.Text type={SECONDARY} data-testid={TESTS_TEST_IDS.noLoadRun}>
            {canRun ? t('tests.performance.noRunCanRun') : t('tests.performance.noRun')}
          </Typography.Text>
        )
      ) : (
        <LoadRunView
          key={shown}
          projectId={projectId}
          scenarioId={scenarioId}
          runId={shown}
          canRun={canRun}
        />
      )}
      {(runs.data?.length ?? 0) > 1 && (
        <>
          <Divider style={{ margin: 0 }} />
          <Typography.Title level={HEADING} style={{ margin: 0 }}>
            {t('tests.performance.list.title')}
          </Typography.Title>
          <LoadRunList runs={runs.data ?? []} shownId={shown} onOpen={onShowRun} />
        </>
      )}
    </Flex>
  );
}
