import { Button, Flex, Switch, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { SCHEDULE_OWNER_GONE, type TestSchedule } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client';
import { useFormatDateTime } from '../../../lib/format-time';
import { RunStatusTag } from '../list/run-status-tag';
import { useRunNames } from '../run/use-run-names';
import { testsTestIdOf } from '../test-ids';
import { ScheduleWhen } from './schedule-when';

const SMALL = 'small';
const TEXT = 'text';
const LINK = 'link';
const SECONDARY = 'secondary';
const DANGER = 'danger';
const CENTER = 'center';
const START = 'flex-start';
const WHEN = 'when';
const ENVIRONMENT = 'environment';
const NEXT = 'next';
const LAST = 'last';
const OWNER = 'owner';
const ENABLED = 'enabled';
const ACTIONS = 'actions';
const SCHEDULE = 'schedule';
/** A date and time reads as one: never broken over two lines. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface ScheduleColumnsOptions {
  projectId: string;
  /** May change schedules: the switch works and each row has Edit and Delete. */
  canRun: boolean;
  /** The schedule whose switch is being saved. */
  togglingId: string | null;
  onToggle: (schedule: TestSchedule, enabled: boolean) => void;
  onEdit: (schedule: TestSchedule) => void;
  onDelete: (schedule: TestSchedule) => void;
  onOpenRun: (runId: string) => void;
}

/** The columns of the schedules' table; dates in the reader's language and time zone. */
export function useScheduleColumns({
  projectId,
  canRun,
  togglingId,
  onToggle,
  onEdit,
  onDelete,
  onOpenRun,
}: ScheduleColumnsOptions): TableColumnsType<TestSchedule> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const names = useRunNames(projectId);

  // Whose runs it starts: a member's name, or "former member" once they left.
  const ownerOf = (schedule: TestSchedule) =>
    schedule.ownerId === null
      ? t('tests.run.formerMember')
      : names.personOf({ startedBy: schedule.ownerId, source: SCHEDULE });

  const columns: TableColumnsType<TestSchedule> = [
    {
      key: WHEN,
      title: t('tests.schedules.columns.when'),
      render: (_, schedule) => <ScheduleWhen schedule={schedule} />,
    },
    {
      key: ENVIRONMENT,
      title: t('tests.schedules.columns.environment'),
      render: (_, schedule) => names.environmentOf(schedule.environmentId),
    },
    {
      key: NEXT,
      title: t('tests.schedules.columns.next'),
      render: (_, schedule) =>
        schedule.nextRunAt === null ? (
          <Typography.Text type={SECONDARY}>{t('tests.schedules.pausedShort')}</Typography.Text>
        ) : (
          <span data-testid={testsTestIdOf.scheduleNext(schedule.id)} style={NO_WRAP}>
            {formatDateTime(schedule.nextRunAt)}
          </span>
        ),
    },
    {
      key: LAST,
      title: t('tests.schedules.columns.last'),
      render: (_, schedule) => (
        <Flex vertical gap={2} align={START}>
          {schedule.lastRun === null ? (
            <Typography.Text type={SECONDARY}>{t('tests.schedules.noRun')}</Typography.Text>
          ) : (
            <Flex gap={6} align={CENTER} wrap>
              <RunStatusTag status={schedule.lastRun.status} />
              <Button
                type={LINK}
                size={SMALL}
                style={{ ...NO_WRAP, padding: 0, height: 'auto' }}
                onClick={() => schedule.lastRun && onOpenRun(schedule.lastRun.id)}
                data-testid={testsTestIdOf.scheduleLastRun(schedule.id)}
              >
                {formatDateTime(schedule.lastRun.startedAt)}
              </Button>
            </Flex>
          )}
          {schedule.lastError !== null && (
            // Why, on hover: the code the server kept, said in the reader's language.
            <Tooltip
              title={
                schedule.lastError === SCHEDULE_OWNER_GONE
                  ? t('tests.schedules.ownerGone')
                  : t(errorMessageKey(schedule.lastError))
              }
            >
              <Typography.Text type={DANGER} data-testid={testsTestIdOf.scheduleError(schedule.id)}>
                {t('tests.schedules.lastError')}
              </Typography.Text>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      key: OWNER,
      title: t('tests.schedules.columns.owner'),
      render: (_, schedule) => ownerOf(schedule),
    },
    {
      key: ENABLED,
      title: t('tests.schedules.columns.enabled'),
      width: 72,
      render: (_, schedule) => (
        <Switch
          size={SMALL}
          checked={schedule.enabled}
          disabled={!canRun}
          loading={togglingId === schedule.id}
          onChange={(checked) => onToggle(schedule, checked)}
          aria-label={t('tests.schedules.enabledLabel')}
          data-testid={testsTestIdOf.scheduleEnabled(schedule.id)}
        />
      ),
    },
  ];
  if (!canRun) return columns;
  return [
    ...columns,
    {
      key: ACTIONS,
      width: 80,
      render: (_, schedule) => (
        <Flex gap={2}>
          <Button
            type={TEXT}
            size={SMALL}
            icon={<EditOutlined />}
            aria-label={t('tests.schedules.edit')}
            title={t('tests.schedules.edit')}
            onClick={() => onEdit(schedule)}
            data-testid={testsTestIdOf.scheduleEdit(schedule.id)}
          />
          <Button
            type={TEXT}
            size={SMALL}
            danger
            icon={<DeleteOutlined />}
            aria-label={t('tests.schedules.delete')}
            title={t('tests.schedules.delete')}
            onClick={() => onDelete(schedule)}
            data-testid={testsTestIdOf.scheduleDelete(schedule.id)}
          />
        </Flex>
      ),
    },
  ];
}
