import { Flex, Statistic, theme } from 'antd';
import type { RunTotals as Totals } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { passedAssertionsOf } from '../lib/live-totals';
import { useRunFormat } from '../lib/format-run';
import { testsTestIdOf, TESTS_TEST_IDS } from '../test-ids';

type TotalName = 'requests' | 'failedRequests' | 'passed' | 'failed' | 'skipped' | 'duration';

/** A run's figures, as they stand: requests, assertions passed and failed, skipped, time. */
export function RunTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useRunFormat();
  const figures: { name: TotalName; value: string; colour?: string | undefined }[] = [
    { name: 'requests', value: format.count(totals.requests) },
    {
      name: 'passed',
      value: format.count(passedAssertionsOf(totals)),
      colour: totals.assertions > 0 ? token.colorSuccess : undefined,
    },
    {
      name: 'failed',
      value: format.count(totals.failedAssertions),
      colour: totals.failedAssertions > 0 ? token.colorError : undefined,
    },
    { name: 'duration', value: format.duration(totals.durationMs) },
  ];
  // Shown only when there are some: most runs have none.
  if (totals.failedRequests > 0) {
    figures.splice(3, 0, {
      name: 'failedRequests',
      value: format.count(totals.failedRequests),
      colour: token.colorWarning,
    });
  }
  if (totals.skipped > 0) {
    figures.splice(-1, 0, { name: 'skipped', value: format.count(totals.skipped) });
  }
  return (
    <Flex gap={32} wrap data-testid={TESTS_TEST_IDS.runTotals}>
      {figures.map((figure) => (
        <Statistic
          key={figure.name}
          title={t(`tests.run.totals.${figure.name}`)}
          value={figure.value}
          styles={{ content: { fontSize: 20, color: figure.colour } }}
          data-testid={testsTestIdOf.total(figure.name)}
        />
      ))}
    </Flex>
  );
}
