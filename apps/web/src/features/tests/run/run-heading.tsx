import type { ReactNode } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { RunEnd, TestRun } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useFormatBytes } from '../../../lib/format-measures';
import { useFormatDateTime } from '../../../lib/format-time';
import { RunStatusTag } from '../list/run-status-tag';
import type { RunConnection } from './use-run-stream';
import { useRunNames } from './use-run-names';

const CENTER = 'center';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const PROCESSING = 'processing';
const STATUS = 'status';

export interface RunHeadingProps {
  projectId: string;
  run: TestRun;
  /** The run's stream while it runs; its state is shown until it is open. */
  connection: RunConnection;
  /** May stop the run (test.run); the Stop button shows only while it runs. */
  canRun: boolean;
  isStopping: boolean;
  onStop: () => void;
  /** Said after the environment: an iteration, a performance run's settings. */
  children?: ReactNode;
  /** At the end of the line once the run has ended: its downloads. */
  endedActions?: ReactNode;
  testIds: { status: string; stop: string; connection?: string; reason?: string };
}

/**
 * The line over a run, functional or performance: how it stands, when it started, by whom and
 * with which environment, the stream's state and Stop while it runs; why it ended early, below.
 */
export function RunHeading({
  projectId,
  run,
  connection,
  canRun,
  isStopping,
  onStop,
  children,
  endedActions,
  testIds,
}: RunHeadingProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatBytes = useFormatBytes();
  const names = useRunNames(projectId);
  const isRunning = run.status === 'running';
  const person = names.personOf(run);
  // Said from its code in the reader's language; a run stored before codes were kept, in the
  // server's sentence.
  const ended: RunEnd | null | undefined = run.report.ended ?? run.load?.ended;
  const why = ended
    ? t(`tests.run.ended.${ended.code}`, {
        ...ended.values,
        ...(ended.code === 'BYTE_LIMIT' ? { limit: formatBytes(Number(ended.values.limit)) } : {}),
      })
    : run.reason;
  return (
    <>
      <Flex align={CENTER} gap={12} wrap>
        <span data-testid={testIds.status} data-status={run.status}>
          <RunStatusTag status={run.status} />
        </span>
        <Typography.Text>{formatDateTime(run.startedAt)}</Typography.Text>
        {person && <Typography.Text type={SECONDARY}>{person}</Typography.Text>}
        <Typography.Text type={SECONDARY}>{names.environmentOf(run.environmentId)}</Typography.Text>
        {children}
        {isRunning && connection !== 'open' && (
          <Tag
            color={connection === 'reconnecting' ? WARNING : PROCESSING}
            role={STATUS}
            data-testid={testIds.connection}
          >
            {t(`tests.run.${connection}`)}
          </Tag>
        )}
        <span style={{ flex: 1 }} />
        {isRunning && canRun && (
          <Button
            danger
            icon={<StopOutlined />}
            loading={isStopping}
            onClick={onStop}
            data-testid={testIds.stop}
          >
            {t('tests.run.stop')}
          </Button>
        )}
        {!isRunning && endedActions}
      </Flex>
      {why && run.status !== 'passed' && (
        <Alert
          type={WARNING}
          showIcon
          title={t('tests.run.reason', { reason: why })}
          data-testid={testIds.reason}
        />
      )}
    </>
  );
}
