import { Flex, Table, Typography, theme } from 'antd';
import type { StepResult } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { MethodTag } from '../steps/method-tag';
import { testsTestIdOf, TESTS_TEST_IDS } from '../test-ids';
import { useRunFormat } from '../lib/format-run';
import { StepResultDetail } from './step-result-detail';
import { StepStatusMark } from './step-status-mark';

const SECONDARY = 'secondary';
const DANGER = 'danger';
const SMALL = 'small';
const RIGHT = 'right';
const ROW_KEY = 'key';
const BASELINE = 'baseline';
const STATUS_COLUMN = 'status';
const STEP_COLUMN = 'step';
const REQUEST_COLUMN = 'request';
const RESPONSE_COLUMN = 'response';
const TIME_COLUMN = 'time';
const ASSERTIONS_COLUMN = 'assertions';
/** Past this many steps the list is paged: a run may end thousands. */
const PAGE_SIZE = 100;
const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

interface Row {
  key: number;
  step: StepResult;
}

/** The first thing that went wrong in a step, shown under its name without opening it. */
function firstProblemOf(step: StepResult): string | null {
  if (step.error) return step.error.message;
  const failed = step.assertions.find((assertion) => !assertion.passed);
  if (!failed) return null;
  return failed.message ?? failed.name;
}

/**
 * The steps of a run as they ended, one a row: its mark, its name under the groups and loops it
 * sits in, the request (method and URL), the response's status and time, and its assertions
 * counted; a row opens to everything the step holds (StepResultDetail).
 */
export function StepResults({ steps }: { steps: readonly StepResult[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useRunFormat();
  const rows: Row[] = steps.map((step, index) => ({ key: index, step }));
  const hasIterations = steps.some((step) => step.iteration > 1);

  return (
    <Table<Row>
      size={SMALL}
      rowKey={ROW_KEY}
      dataSource={rows}
      data-testid={TESTS_TEST_IDS.stepResults}
      onRow={(row) => ({ 'data-testid': testsTestIdOf.stepResult(row.key) }) as object}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      expandable={{
        expandedRowRender: (row) => <StepResultDetail step={row.step} />,
        expandRowByClick: true,
      }}
      locale={{ emptyText: t('tests.run.noSteps') }}
      columns={[
        {
          key: STATUS_COLUMN,
          width: 36,
          render: (_, { step }) => <StepStatusMark status={step.status} />,
        },
        {
          key: STEP_COLUMN,
          title: t('tests.run.columns.step'),
          render: (_, { step }) => {
            const problem = firstProblemOf(step);
            const path = [
              ...(hasIterations ? [`#${format.count(step.iteration)}`] : []),
              ...step.path,
            ];
            return (
              <Flex vertical style={{ minWidth: 0 }}>
                {path.length > 0 && (
                  <Typography.Text type={SECONDARY} style={{ fontSize: 12 }}>
                    {path.join(' › ')}
                  </Typography.Text>
                )}
                <Typography.Text style={{ wordBreak: 'break-word' }}>
                  {step.name || t(`tests.run.stepTypes.${step.type}`)}
                </Typography.Text>
                {problem && (
                  <Typography.Text type={DANGER} style={{ fontSize: 12, wordBreak: 'break-word' }}>
                    {problem}
                  </Typography.Text>
                )}
              </Flex>
            );
          },
        },
        {
          key: REQUEST_COLUMN,
          title: t('tests.run.columns.request'),
          render: (_, { step }) =>
            step.request ? (
              <Flex gap={6} align={BASELINE} style={{ minWidth: 0 }}>
                <MethodTag method={step.request.method} />
                <Typography.Text style={{ fontFamily: MONO, fontSize: 12, wordBreak: 'break-all' }}>
                  {step.request.url}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type={SECONDARY}>
                {t(`tests.run.stepTypes.${step.type}`)}
              </Typography.Text>
            ),
        },
        {
          key: RESPONSE_COLUMN,
          title: t('tests.run.columns.response'),
          width: 90,
          render: (_, { step }) =>
            step.response ? (
              <Typography.Text
                style={{
                  color: step.response.status >= 400 ? token.colorError : token.colorSuccess,
                  fontWeight: 600,
                }}
              >
                {step.response.status}
              </Typography.Text>
            ) : null,
        },
        {
          key: TIME_COLUMN,
          title: t('tests.run.columns.time'),
          width: 96,
          align: RIGHT,
          render: (_, { step }) => (
            <Typography.Text type={SECONDARY}>
              {format.duration(step.response?.timeMs ?? step.durationMs)}
            </Typography.Text>
          ),
        },
        {
          key: ASSERTIONS_COLUMN,
          title: t('tests.run.columns.assertions'),
          width: 150,
          render: (_, { step }) => {
            if (step.assertions.length === 0) return null;
            const failed = step.assertions.filter((assertion) => !assertion.passed).length;
            return (
              <Typography.Text type={failed > 0 ? DANGER : undefined}>
                {t('tests.run.assertionCount', {
                  passed: step.assertions.length - failed,
                  failed,
                })}
              </Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
