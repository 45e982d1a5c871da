import { Typography, theme } from 'antd';
import type { TestRunSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useRunFormat } from '../lib/format-run';
import { TESTS_TEST_IDS } from '../test-ids';
import { runPointsOf } from './chart-points';
import { runColourOf } from './run-colours';
import { TrendChart } from './trend-chart';

const SECONDARY = 'secondary';
const LINE = 'line';
const BAR = 'bar';
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: 24,
} as const;

/** The pass rate and the duration of a scenario's latest ended runs, oldest on the left. */
export function RunCharts({
  runs,
  onOpen,
}: {
  runs: readonly TestRunSummary[];
  onOpen: (runId: string) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useRunFormat();
  const points = runPointsOf(runs);
  if (points.length === 0) {
    return <Typography.Text type={SECONDARY}>{t('tests.history.charts.noData')}</Typography.Text>;
  }
  const rated = points.filter((point) => point.passRate !== null);
  const first = (list: typeof points) => format.shortDateTime(list[0]?.startedAt ?? '');
  const last = (list: typeof points) => format.shortDateTime(list.at(-1)?.startedAt ?? '');
  const pointLabel = (startedAt: string, value: string) =>
    t('tests.history.charts.point', { when: format.shortDateTime(startedAt), value });

  return (
    <div style={GRID}>
      {rated.length > 0 && (
        <TrendChart
          kind={LINE}
          title={t('tests.history.charts.passRate')}
          summary={t('tests.history.charts.passRateSummary', {
            n: rated.length,
            first: first(rated),
            last: last(rated),
          })}
          max={1}
          formatValue={format.percent}
          firstLabel={first(rated)}
          lastLabel={last(rated)}
          points={rated.map((point) => ({
            key: point.runId,
            value: point.passRate ?? 0,
            label: pointLabel(point.startedAt, format.percent(point.passRate ?? 0)),
            colour: runColourOf(point.status, token),
          }))}
          onOpen={onOpen}
          testId={TESTS_TEST_IDS.passRateChart}
        />
      )}
      <TrendChart
        kind={BAR}
        title={t('tests.history.charts.duration')}
        summary={t('tests.history.charts.durationSummary', {
          n: points.length,
          first: first(points),
          last: last(points),
        })}
        formatValue={format.duration}
        firstLabel={first(points)}
        lastLabel={last(points)}
        points={points.map((point) => ({
          key: point.runId,
          value: point.durationMs,
          label: pointLabel(point.startedAt, format.duration(point.durationMs)),
          colour: runColourOf(point.status, token),
        }))}
        onOpen={onOpen}
        testId={TESTS_TEST_IDS.durationChart}
      />
    </div>
  );
}
