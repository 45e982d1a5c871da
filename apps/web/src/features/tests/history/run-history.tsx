import { Flex, Spin, Table, Typography } from 'antd';
import type { TestRunSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatDateTime } from '../../../lib/format-time';
import { useTestRuns } from '../api/list-test-runs';
import { passedAssertionsOf } from '../lib/live-totals';
import { useRunFormat } from '../lib/format-run';
import { RunStatusTag } from '../list/run-status-tag';
import { useRunNames } from '../run/use-run-names';
import { testsTestIdOf, TESTS_TEST_IDS } from '../test-ids';
import { RunCharts } from './run-charts';

const SMALL = 'small';
const SECONDARY = 'secondary';
const DANGER = 'danger';
const RIGHT = 'right';
const CENTER = 'center';
const BUTTON = 'button';
const ROW_KEY = 'id';
const POINTER = 'pointer';
const STATUS_COLUMN = 'status';
const STARTED_COLUMN = 'started';
const BY_COLUMN = 'by';
const ENVIRONMENT_COLUMN = 'environment';
const REQUESTS_COLUMN = 'requests';
const ASSERTIONS_COLUMN = 'assertions';
const DURATION_COLUMN = 'duration';

export interface RunHistoryProps {
  projectId: string;
  scenarioId: string;
  /** Opens a run's report in the Run tab. */
  onOpen: (runId: string) => void;
}

/**
 * A scenario's runs, newest first (who, when, with which environment, how it ended, its totals
 * and time), under charts of the pass rate and duration of the latest ones. A row, or a point of
 * a chart, opens the run.
 */
export function RunHistory({ projectId, scenarioId, onOpen }: RunHistoryProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const format = useRunFormat();
  const names = useRunNames(projectId);
  const runs = useTestRuns(projectId, scenarioId);

  if (runs.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (runs.isError) return <ErrorAlert error={runs.error} />;
  if (runs.data.length === 0) {
    return (
      <Typography.Text type={SECONDARY} data-testid={TESTS_TEST_IDS.historyEmpty}>
        {t('tests.history.empty')}
      </Typography.Text>
    );
  }

  return (
    <Flex vertical gap={20} data-testid={TESTS_TEST_IDS.history}>
      <RunCharts runs={runs.data} onOpen={onOpen} />
      <Flex vertical gap={6}>
        <Typography.Text type={SECONDARY}>
          {t('tests.history.latest', { n: runs.data.length })}
        </Typography.Text>
        <Table<TestRunSummary>
          size={SMALL}
          rowKey={ROW_KEY}
          dataSource={runs.data}
          pagination={false}
          onRow={(run) =>
            ({
              onClick: () => onOpen(run.id),
              onKeyDown: (event: React.KeyboardEvent) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(run.id);
                }
              },
              tabIndex: 0,
              role: BUTTON,
              'aria-label': t('tests.history.open', { when: formatDateTime(run.startedAt) }),
              style: { cursor: POINTER },
              'data-testid': testsTestIdOf.historyRun(run.id),
            }) as object
          }
          columns={[
            {
              key: STATUS_COLUMN,
              title: t('tests.history.columns.status'),
              width: 110,
              render: (_, run) => <RunStatusTag status={run.status} />,
            },
            {
              key: STARTED_COLUMN,
              title: t('tests.history.columns.started'),
              render: (_, run) => formatDateTime(run.startedAt),
            },
            {
              key: BY_COLUMN,
              title: t('tests.history.columns.by'),
              render: (_, run) => names.personOf(run),
            },
            {
              key: ENVIRONMENT_COLUMN,
              title: t('tests.history.columns.environment'),
              render: (_, run) => names.environmentOf(run.environmentId),
            },
            {
              key: REQUESTS_COLUMN,
              title: t('tests.history.columns.requests'),
              align: RIGHT,
              render: (_, run) => format.count(run.totals.requests),
            },
            {
              key: ASSERTIONS_COLUMN,
              title: t('tests.history.columns.assertions'),
              render: (_, run) =>
                run.totals.assertions === 0 ? null : (
                  <Typography.Text type={run.totals.failedAssertions > 0 ? DANGER : undefined}>
                    {t('tests.run.assertionCount', {
                      passed: passedAssertionsOf(run.totals),
                      failed: run.totals.failedAssertions,
                    })}
                  </Typography.Text>
                ),
            },
            {
              key: DURATION_COLUMN,
              title: t('tests.history.columns.duration'),
              align: RIGHT,
              render: (_, run) =>
                run.status === 'running' ? null : format.duration(run.totals.durationMs),
            },
          ]}
        />
      </Flex>
    </Flex>
  );
}
