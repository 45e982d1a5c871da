import { Table, Typography, type TableColumnsType } from 'antd';
import type { LoadStep } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMs } from '../../../lib/format-measures';
import { useRunFormat } from '../lib/format-run';
import { TESTS_TEST_IDS } from '../test-ids';

const SMALL = 'small';
const RIGHT = 'right';
const DANGER = 'danger';
const ROW_KEY = 'stepId';

/** Each request step's figures once the run has ended, with the first error seen, if any. */
export function LoadStepsTable({ steps }: { steps: readonly LoadStep[] }) {
  const { t } = useTranslation();
  const format = useRunFormat();
  const formatMs = useFormatMs();
  const ms = (value: number | null) => (value === null ? '—' : formatMs(value));
  const columns: TableColumnsType<LoadStep> = [
    { title: t('tests.performance.steps.step'), dataIndex: 'name', ellipsis: true },
    {
      title: t('tests.performance.steps.requests'),
      align: RIGHT,
      render: (_, step) => format.count(step.requests),
    },
    {
      title: t('tests.performance.steps.errors'),
      align: RIGHT,
      render: (_, step) =>
        step.errors > 0 ? (
          <Typography.Text type={DANGER}>{format.count(step.errors)}</Typography.Text>
        ) : (
          format.count(0)
        ),
    },
    {
      title: t('tests.performance.steps.p50'),
      align: RIGHT,
      render: (_, step) => ms(step.latency.p50),
    },
    {
      title: t('tests.performance.steps.p95'),
      align: RIGHT,
      render: (_, step) => ms(step.latency.p95),
    },
    {
      title: t('tests.performance.steps.p99'),
      align: RIGHT,
      render: (_, step) => ms(step.latency.p99),
    },
    {
      title: t('tests.performance.steps.max'),
      align: RIGHT,
      render: (_, step) => ms(step.latency.max),
    },
    {
      title: t('tests.performance.steps.firstError'),
      ellipsis: true,
      render: (_, step) =>
        step.firstError && <Typography.Text type={DANGER}>{step.firstError}</Typography.Text>,
    },
  ];
  return (
    <Table<LoadStep>
      size={SMALL}
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={steps as LoadStep[]}
      pagination={false}
      data-testid={TESTS_TEST_IDS.loadSteps}
    />
  );
}
