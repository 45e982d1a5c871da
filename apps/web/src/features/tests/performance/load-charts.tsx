import { Typography, theme } from 'antd';
import type { LoadSecond } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMs } from '../../../lib/format-measures';
import { TrendChart } from '../history/trend-chart';
import { useRunFormat } from '../lib/format-run';
import { TESTS_TEST_IDS } from '../test-ids';

const SECONDARY = 'secondary';
const LINE = 'line';
const BAR = 'bar';
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: 24,
} as const;

/**
 * A performance run second by second: requests (a second with errors drawn in the error colour),
 * the 95th percentile of response time, and the virtual users running. Drawn as the history's
 * charts are (decision 43), so they grow live as the seconds arrive.
 */
export function LoadCharts({ seconds }: { seconds: readonly LoadSecond[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useRunFormat();
  const formatMs = useFormatMs();
  if (seconds.length === 0) {
    return (
      <Typography.Text type={SECONDARY}>{t('tests.performance.charts.waiting')}</Typography.Text>
    );
  }
  const at = (second: LoadSecond) => t('tests.performance.charts.at', { n: second.second + 1 });
  const first = at(seconds[0]!);
  const last = at(seconds.at(-1)!);
  const n = format.count(seconds.length);
  const label = (second: LoadSecond, value: string) =>
    t('tests.performance.charts.point', { when: at(second), value });
  const timed = seconds.filter((second) => second.p95 !== null);

  return (
    <div style={GRID}>
      <TrendChart
        kind={BAR}
        title={t('tests.performance.charts.requests')}
        summary={t('tests.performance.charts.requestsSummary', { n })}
        formatValue={(value) => format.count(Math.round(value))}
        firstLabel={first}
        lastLabel={last}
        points={seconds.map((second) => ({
          key: String(second.second),
          value: second.requests,
          label: label(
            second,
            t('tests.performance.charts.requestsPoint', {
              requests: format.count(second.requests),
              errors: format.count(second.errors),
            }),
          ),
          colour: second.errors > 0 ? token.colorError : token.colorPrimary,
        }))}
        testId={TESTS_TEST_IDS.loadRequestsChart}
      />
      {timed.length > 0 && (
        <TrendChart
          kind={LINE}
          title={t('tests.performance.charts.p95')}
          summary={t('tests.performance.charts.p95Summary', { n })}
          formatValue={formatMs}
          firstLabel={at(timed[0]!)}
          lastLabel={at(timed.at(-1)!)}
          points={timed.map((second) => ({
            key: String(second.second),
            value: second.p95 ?? 0,
            label: label(second, formatMs(second.p95 ?? 0)),
            colour: token.colorPrimary,
          }))}
          testId={TESTS_TEST_IDS.loadLatencyChart}
        />
      )}
      <TrendChart
        kind={LINE}
        title={t('tests.performance.charts.users')}
        summary={t('tests.performance.charts.usersSummary', { n })}
        formatValue={(value) => format.count(Math.round(value))}
        firstLabel={first}
        lastLabel={last}
        points={seconds.map((second) => ({
          key: String(second.second),
          value: second.activeUsers,
          label: label(second, format.count(second.activeUsers)),
          colour: token.colorPrimary,
        }))}
        testId={TESTS_TEST_IDS.loadUsersChart}
      />
    </div>
  );
}
