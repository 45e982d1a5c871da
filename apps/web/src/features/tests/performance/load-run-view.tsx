import { useEffect, useState } from 'react';
import { App, Flex, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { LoadSummary, TestRun } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useTestRun } from '../api/get-test-run';
import { testKeys } from '../api/keys';
import { useStopTestRun } from '../api/stop-test-run';
import { endedFigures, liveFigures } from '../lib/load-figures';
import { RunHeading } from '../run/run-heading';
import { TESTS_TEST_IDS } from '../test-ids';
import { LoadCharts } from './load-charts';
import { LoadFiguresRow } from './load-figures-row';
import { LoadStepsTable } from './load-steps-table';
import { useLoadEvents } from './use-load-events';

const CENTER = 'center';
const SECONDARY = 'secondary';
const TICK_MS = 1_000;

export interface LoadRunViewProps {
  projectId: string;
  scenarioId: string;
  runId: string;
  canRun: boolean;
}

/**
 * One performance run: its figures and charts growing each second while it goes (with Stop),
 * then the whole summary with each step's figures.
 */
export function LoadRunView({ projectId, scenarioId, runId, canRun }: LoadRunViewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const run = useTestRun(projectId, runId);
  const stop = useStopTestRun();
  const isRunning = run.data?.status === 'running';
  const [now, setNow] = useState(() => Date.now());

  const onDone = (summary: LoadSummary | null) => {
    if (summary) {
      queryClient.setQueryData<TestRun>(testKeys.run(projectId, runId), (current) =>
        current
          ? { ...current, status: summary.status, reason: summary.reason, load: summary }
          : current,
      );
    }
    // The stored row has the end's time and totals too.
    void queryClient.invalidateQueries({ queryKey: testKeys.run(projectId, runId) });
    void queryClient.invalidateQueries({ queryKey: testKeys.loadRuns(projectId, scenarioId) });
  };
  const live = useLoadEvents(projectId, runId, isRunning, onDone);

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  if (run.isPending) {
    return (
      <Flex align={CENTER} justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (run.isError) return <ErrorAlert error={run.error} />;

  const data = run.data;
  const summary = data.load;
  // Until the stream has said anything, the seconds the run had when it was read.
  const seconds =
    isRunning && (live.connection !== 'connecting' || live.seconds.length > 0)
      ? live.seconds
      : (summary?.seconds ?? []);
  const figures =
    !isRunning && summary
      ? endedFigures(summary)
      : liveFigures(seconds, Math.max(0, now - Date.parse(data.startedAt)));

  const onStop = async () => {
    try {
      const stopped = await stop.mutateAsync({ projectId, runId });
      if (stopped.status !== 'running') onDone(stopped.load);
      else void message.info(t('tests.run.stopAsked'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const settings = summary?.settings;
  return (
    <Flex vertical gap={16} data-testid={TESTS_TEST_IDS.loadRunView}>
      <RunHeading
        projectId={projectId}
        run={data}
        connection={live.connection}
        canRun={canRun}
        isStopping={stop.isPending}
        onStop={() => void onStop()}
        testIds={{ status: TESTS_TEST_IDS.loadRunStatus, stop: TESTS_TEST_IDS.loadStop }}
      >
        {settings && (
          <Typography.Text type={SECONDARY}>
            {t(`tests.performance.settingsLine.${settings.mode}`, {
              users: settings.virtualUsers,
              seconds: settings.durationSeconds,
              iterations: settings.iterations,
              rampUp: settings.rampUpSeconds,
            })}
          </Typography.Text>
        )}
      </RunHeading>
      <LoadFiguresRow figures={figures} isRunning={isRunning} />
      <LoadCharts seconds={seconds} />
      {!isRunning && summary && summary.steps.length > 0 && (
        <LoadStepsTable steps={summary.steps} />
      )}
    </Flex>
  );
}
