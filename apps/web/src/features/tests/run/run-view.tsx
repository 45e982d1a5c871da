import { useEffect, useState } from 'react';
import { App, Flex, Spin, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { RunReport, TestRun } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useTestRun } from '../api/get-test-run';
import { testKeys } from '../api/keys';
import { useStopTestRun } from '../api/stop-test-run';
import { liveTotalsOf } from '../lib/live-totals';
import { ReportDownloads } from '../report/report-downloads';
import { TESTS_TEST_IDS } from '../test-ids';
import { RunHeading } from './run-heading';
import { RunTotals } from './run-totals';
import { StepResults } from './step-results';
import { useRunEvents } from './use-run-events';

const CENTER = 'center';
const SECONDARY = 'secondary';
/** How often the time of a run in progress moves on between its steps (a long wait step). */
const TICK_MS = 1_000;

export interface RunViewProps {
  projectId: string;
  scenarioId: string;
  runId: string;
  /** May stop a run (test.run). */
  canRun: boolean;
}

/** The run as the report says once it ended: its status and totals come from the report. */
function endedRun(run: TestRun, report: RunReport): TestRun {
  return {
    ...run,
    status: report.status,
    reason: report.reason,
    finishedAt: report.finishedAt,
    totals: report.totals,
    report,
  };
}

/**
 * One run: followed live while it goes on (each step as it ends, the totals with it, a Stop
 * button), and read as stored once it has ended, with its report to download.
 */
export function RunView({ projectId, scenarioId, runId, canRun }: RunViewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const run = useTestRun(projectId, runId);
  const stop = useStopTestRun();
  const isRunning = run.data?.status === 'running';
  const [now, setNow] = useState(() => Date.now());

  const onDone = (report: RunReport) => {
    queryClient.setQueryData<TestRun>(testKeys.run(projectId, runId), (current) =>
      current ? endedRun(current, report) : current,
    );
    void queryClient.invalidateQueries({ queryKey: testKeys.runs(projectId, scenarioId) });
    void queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
  };
  const live = useRunEvents(projectId, runId, isRunning, onDone);

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  if (run.isPending) {
    return (
      <Flex flex={1} align={CENTER} justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (run.isError) return <ErrorAlert error={run.error} />;

  const data = run.data;
  // Until the stream has said anything, the steps the run had when it was read.
  const steps =
    isRunning && (live.connection !== 'connecting' || live.steps.length > 0)
      ? live.steps
      : data.report.steps;
  const totals = isRunning
    ? (() => {
        const counted = liveTotalsOf(steps);
        const elapsed = now - Date.parse(data.startedAt);
        return { ...counted, durationMs: Math.max(counted.durationMs, elapsed) };
      })()
    : data.totals;

  const onStop = async () => {
    try {
      const stopped = await stop.mutateAsync({ projectId, runId });
      if (stopped.status !== 'running') onDone(stopped.report);
      else void message.info(t('tests.run.stopAsked'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid={TESTS_TEST_IDS.runView}>
      <RunHeading
        projectId={projectId}
        run={data}
        connection={live.connection}
        canRun={canRun}
        isStopping={stop.isPending}
        onStop={() => void onStop()}
        endedActions={<ReportDownloads projectId={projectId} runId={runId} report={data.report} />}
        testIds={{
          status: TESTS_TEST_IDS.runStatus,
          stop: TESTS_TEST_IDS.stop,
          connection: TESTS_TEST_IDS.runConnection,
          reason: TESTS_TEST_IDS.runReason,
        }}
      >
        {isRunning && live.iteration && live.iteration.of > 1 && (
          <Tag data-testid={TESTS_TEST_IDS.runIteration}>
            {t('tests.run.iteration', { n: live.iteration.n, of: live.iteration.of })}
          </Tag>
        )}
      </RunHeading>
      <RunTotals totals={totals} />
      {steps.length === 0 && !isRunning ? (
        <Typography.Text type={SECONDARY}>{t('tests.run.noStepsRan')}</Typography.Text>
      ) : (
        <StepResults steps={steps} />
      )}
    </Flex>
  );
}
