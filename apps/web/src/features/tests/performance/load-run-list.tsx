import { Table, type TableColumnsType } from 'antd';
import type { TestRunSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMs } from '../../../lib/format-measures';
import { useFormatDateTime } from '../../../lib/format-time';
import { useRunFormat } from '../lib/format-run';
import { RunStatusTag } from '../list/run-status-tag';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';

const SMALL = 'small';
const RIGHT = 'right';
const ROW_KEY = 'id';
const SELECTED = 'ant-table-row-selected';
const CLICKABLE = { cursor: 'pointer' } as const;

/** The scenario's performance runs, newest first; a row opens its run above. */
export function LoadRunList({
  runs,
  shownId,
  onOpen,
}: {
  runs: readonly TestRunSummary[];
  shownId: string | null;
  onOpen: (runId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useRunFormat();
  const formatMs = useFormatMs();
  const formatDateTime = useFormatDateTime();
  const rate = new Intl.NumberFormat(format.language, { maximumFractionDigits: 1 });
  const columns: TableColumnsType<TestRunSummary> = [
    {
      title: t('tests.performance.list.started'),
      render: (_, run) => formatDateTime(run.startedAt),
    },
    {
      title: t('tests.performance.list.status'),
      render: (_, run) => <RunStatusTag status={run.status} />,
    },
    {
      title: t('tests.performance.list.users'),
      align: RIGHT,
      render: (_, run) => (run.load ? format.count(run.load.settings.virtualUsers) : '—'),
    },
    {
      title: t('tests.performance.figures.requests'),
      align: RIGHT,
      render: (_, run) => (run.load ? format.count(run.load.requests) : '—'),
    },
    {
      title: t('tests.performance.figures.requestsPerSecond'),
      align: RIGHT,
      render: (_, run) => (run.load ? rate.format(run.load.requestsPerSecond) : '—'),
    },
    {
      title: t('tests.performance.figures.p95'),
      align: RIGHT,
      render: (_, run) => (run.load?.latency.p95 == null ? '—' : formatMs(run.load.latency.p95)),
    },
    {
      title: t('tests.performance.figures.errors'),
      align: RIGHT,
      render: (_, run) => (run.load ? format.count(run.load.errors) : '—'),
    },
  ];
  return (
    <Table<TestRunSummary>
      size={SMALL}
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={runs as TestRunSummary[]}
      pagination={false}
      rowClassName={(run) => (run.id === shownId ? SELECTED : '')}
      onRow={(run) => ({
        onClick: () => onOpen(run.id),
        style: CLICKABLE,
        'data-testid': testsTestIdOf.loadRun(run.id),
      })}
      data-testid={TESTS_TEST_IDS.loadRuns}
    />
  );
}
