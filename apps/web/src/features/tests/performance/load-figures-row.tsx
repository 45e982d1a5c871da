import { Flex, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatBytes, useFormatMs } from '../../../lib/format-measures';
import type { LoadFigures } from '../lib/load-figures';
import { useRunFormat } from '../lib/format-run';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';

type FigureName =
  | 'requests'
  | 'requestsPerSecond'
  | 'errors'
  | 'errorRate'
  | 'activeUsers'
  | 'p50'
  | 'p95'
  | 'p99'
  | 'iterations'
  | 'received'
  | 'duration';

/** A performance run's figures: during the run what the seconds add up to, after it the whole. */
export function LoadFiguresRow({
  figures,
  isRunning,
}: {
  figures: LoadFigures;
  isRunning: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useRunFormat();
  const formatMs = useFormatMs();
  const formatBytes = useFormatBytes();
  const rate = new Intl.NumberFormat(format.language, { maximumFractionDigits: 1 });
  const ms = (value: number | null | undefined) => (value == null ? '—' : formatMs(value));

  const shown: { name: FigureName; value: string; colour?: string | undefined }[] = [
    { name: 'requests', value: format.count(figures.requests) },
    { name: 'requestsPerSecond', value: rate.format(figures.requestsPerSecond) },
    {
      name: 'errors',
      value: format.count(figures.errors),
      colour: figures.errors > 0 ? token.colorError : undefined,
    },
    {
      name: 'errorRate',
      value: figures.errorRate === null ? '—' : format.percent(figures.errorRate),
      colour: figures.errors > 0 ? token.colorError : undefined,
    },
  ];
  if (isRunning) shown.push({ name: 'activeUsers', value: format.count(figures.activeUsers) });
  if (figures.latency) {
    shown.push(
      { name: 'p50', value: ms(figures.latency.p50) },
      { name: 'p95', value: ms(figures.latency.p95) },
      { name: 'p99', value: ms(figures.latency.p99) },
    );
  }
  if (figures.iterations !== null) {
    shown.push({ name: 'iterations', value: format.count(figures.iterations) });
  }
  if (figures.bytesReceived !== null) {
    shown.push({ name: 'received', value: formatBytes(figures.bytesReceived) });
  }
  shown.push({ name: 'duration', value: format.duration(figures.elapsedMs) });

  return (
    <Flex gap={32} wrap data-testid={TESTS_TEST_IDS.loadFigures}>
      {shown.map((figure) => (
        <Statistic
          key={figure.name}
          title={t(`tests.performance.figures.${figure.name}`)}
          value={figure.value}
          styles={{ content: { fontSize: 20, color: figure.colour } }}
          data-testid={testsTestIdOf.loadFigure(figure.name)}
        />
      ))}
    </Flex>
  );
}
