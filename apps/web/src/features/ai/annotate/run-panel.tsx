import { Alert, Button, Descriptions, Flex, Progress, Tag, Typography } from 'antd';
import type { AiRun, AiRunKind, AiRunStatus } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client';
import { useFormatDateTime } from '../../../lib/format-time';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useAnnotationRun } from '../api/get-annotation-run';
import { useResumeAnnotationRun } from '../api/resume-annotation-run';
import { useStopAnnotationRun } from '../api/stop-annotation-run';
import { AI_TEST_IDS } from '../test-ids';
import { AiError } from '../ai-error';
import { BuyPointsLink } from './buy-points-link';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const ACTIVE = 'active';
const NORMAL = 'normal';
const EXCEPTION = 'exception';
const CENTER = 'center';
const END = 'end';
const SMALL = 'small';
const COLUMNS = 2;
const PERCENT = 100;

const STATUS_COLOURS: Record<AiRunStatus, string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
  stopped: 'default',
  interrupted: 'warning',
};

/** The statuses a run can be resumed from: it ended before its work did. */
const RESUMABLE: ReadonlySet<AiRunStatus> = new Set(['stopped', 'failed', 'interrupted']);

export interface RunPanelProps {
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  /** The run as last known (from its start or the list); followed from there. */
  initial: AiRun;
  /** Opens the review of what is pending; none: the review shows beside the run (test cases). */
  onReview?: (() => void) | undefined;
  onNewRun: () => void;
  onClose: () => void;
}

/** What a run of each kind says where the wording of annotation and test generation differ. */
const WORDING = {
  annotate: { inBackground: 'ai.run.inBackground', newRun: 'ai.run.newRun' },
  tests: { inBackground: 'ai.tests.run.inBackground', newRun: 'ai.tests.run.newRun' },
} as const satisfies Record<AiRunKind, { inBackground: string; newRun: string }>;

/**
 * A run, followed while it goes on: its status and progress, tokens used, points charged once it
 * ended and why it ended early; stop, resume, and the review of what it proposed. Worded for its
 * kind: annotation or test generation.
 */
export function RunPanel({
  projectId,
  teamId,
  initial,
  onReview,
  onNewRun,
  onClose,
}: RunPanelProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const formatTime = useFormatDateTime();
  const runQuery = useAnnotationRun(projectId, initial.id, initial);
  const stop = useStopAnnotationRun(projectId);
  const resume = useResumeAnnotationRun(projectId);
  const run = runQuery.data ?? initial;
  const isRunning = run.status === 'running';
  const { done, total } = run.progress;
  const percent = total > 0 ? Math.min(PERCENT, Math.floor((done / total) * PERCENT)) : 0;
  const { pending } = run.proposals;
  const wording = WORDING[run.kind];

  const details = [
    { key: 'tokens', label: t('ai.run.tokensUsed'), children: number(run.tokensUsed) },
    isRunning
      ? {
          key: 'estimated',
          label: t('ai.annotate.estimatedPoints'),
          children: number(run.estimatedPoints),
        }
      : { key: 'charged', label: t('ai.run.chargedPoints'), children: number(run.chargedPoints) },
    { key: 'pending', label: t('ai.run.pending'), children: number(pending) },
    { key: 'accepted', label: t('ai.run.accepted'), children: number(run.proposals.accepted) },
    { key: 'rejected', label: t('ai.run.rejected'), children: number(run.proposals.rejected) },
  ];

  return (
    <Flex vertical gap={16} data-testid={AI_TEST_IDS.run}>
      <Flex align={CENTER} gap={8} wrap>
        <Tag color={STATUS_COLOURS[run.status]} data-testid={AI_TEST_IDS.runStatus}>
          {t(`ai.run.statuses.${run.status}`)}
        </Tag>
        <Typography.Text type={SECONDARY}>
          {run.createdBy
            ? t('ai.run.startedBy', { name: run.createdBy.name, time: formatTime(run.createdAt) })
            : t('ai.run.started', { time: formatTime(run.createdAt) })}
        </Typography.Text>
      </Flex>
      <div data-testid={AI_TEST_IDS.runProgress}>
        <Progress
          percent={percent}
          status={isRunning ? ACTIVE : run.status === 'done' ? NORMAL : EXCEPTION}
          showInfo={false}
        />
        <Typography.Text type={SECONDARY}>
          {t('ai.run.progress', { done: number(done), total: number(total) })}
        </Typography.Text>
      </div>
      <Descriptions size={SMALL} column={COLUMNS} items={details} />
      {run.ended && (
        <Alert
          type={WARNING}
          showIcon
          title={t('ai.run.endedEarly')}
          description={t(errorMessageKey(run.ended.code))}
          action={
            run.ended.code === 'POINTS_INSUFFICIENT' ? <BuyPointsLink teamId={teamId} /> : undefined
          }
          data-testid={AI_TEST_IDS.runEnded}
        />
      )}
      <AiError error={stop.error ?? resume.error ?? runQuery.error} teamId={teamId} />
      {isRunning && <Typography.Text type={SECONDARY}>{t(wording.inBackground)}</Typography.Text>}
      {!isRunning && pending === 0 && (
        <Typography.Text type={SECONDARY}>{t('ai.run.nothingPending')}</Typography.Text>
      )}
      <Flex justify={END} gap={8} wrap>
        <Button onClick={onClose}>{t('ai.annotate.close')}</Button>
        {!isRunning && (
          <Button onClick={onNewRun} data-testid={AI_TEST_IDS.newRun}>
            {t(wording.newRun)}
          </Button>
        )}
        {isRunning && (
          <Button
            danger
            loading={stop.isPending}
            onClick={() => {
              resume.reset();
              stop.mutate(run.id);
            }}
            data-testid={AI_TEST_IDS.stop}
          >
            {t('ai.run.stop')}
          </Button>
        )}
        {RESUMABLE.has(run.status) && (
          <Button
            loading={resume.isPending}
            onClick={() => {
              stop.reset();
              resume.mutate(run.id);
            }}
            data-testid={AI_TEST_IDS.resume}
          >
            {t('ai.run.resume')}
          </Button>
        )}
        {pending > 0 && onReview && (
          <Button type={PRIMARY} onClick={onReview} data-testid={AI_TEST_IDS.review}>
            {t('ai.run.review', { n: number(pending) })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
