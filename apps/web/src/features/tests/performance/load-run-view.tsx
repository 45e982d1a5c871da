import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Spin, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { LoadSummary, TestRun } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormatDateTime } from '../../../lib/format-time';
import { useTestRun } from '../api/get-test-run';
import { testKeys } from '../api/keys';
import { useStopTestRun } from '../api/stop-test-run';
import { endedFigures, liveFigures } from '../lib/load-figures';
import { RunStatusTag } from '../list/run-status-tag';
import { useRunNames } from '../run/use-run-names';
import { TESTS_TEST_IDS } from '../test-ids';
import { LoadCharts } from './load-charts';
import { LoadFiguresRow } from './load-figures-row';
import { LoadStepsTable } from './load-steps-table';
import { useLoadEvents } from './use-load-events';

const CENTER = 'center';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const PROCESSING = 'processing';
const STATUS = 'status';
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
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const run = useTestRun(projectId, runId);
  const stop = useStopTestRun();
  const names = useRunNames(projectId);
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
  const person = names.personOf(data);
  return (
    <Flex vertical gap={16} data-testid={TESTS_TEST_IDS.loadRunView}>
      <Flex align={CENTER} gap={12} wrap>
        <span data-testid={TESTS_TEST_IDS.loadRunStatus} data-status={data.status}>
          <RunStatusTag status={data.status} />
        </span>
        <Typography.Text>{formatDateTime(data.startedAt)}</Typography.Text>
        {person && <Typography.Text type={SECONDARY}>{person}</Typography.Text>}
        <Typography.Text type={SECONDARY}>
          {names.environmentOf(data.environmentId)}
        </Typography.Text>
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
        {isRunning && live.connection !== 'open' && (
          <Tag color={live.connection === 'reconnecting' ? WARNING : PROCESSING} role={STATUS}>
            {t(`tests.run.${live.connection}`)}
          </Tag>
        )}
        <span style={{ flex: 1 }} />
        {isRunning && canRun && (
          <Button
            danger
            icon={<StopOutlined />}
            loading={stop.isPending}
            onClick={() => void onStop()}
            data-testid={TESTS_TEST_IDS.loadStop}
          >
            {t('tests.run.stop')}
          </Button>
        )}
      </Flex>
      {data.reason && data.status !== 'passed' && (
        <Alert type={WARNING} showIcon title={t('tests.run.reason', { reason: data.reason })} />
      )}
      <LoadFiguresRow figures={figures} isRunning={isRunning} />
      <LoadCharts seconds={seconds} />
      {!isRunning && summary && summary.steps.length > 0 && (
        <LoadStepsTable steps={summary.steps} />
      )}
    </Flex>
  );
}
