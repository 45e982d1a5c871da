import { useState } from 'react';
import { Alert, App, Button, Flex, Spin, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TestSchedule } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useDeleteTestSchedule } from '../api/delete-test-schedule';
import { testSchedulesQuery, useTestSchedules } from '../api/list-test-schedules';
import { useUpdateTestSchedule } from '../api/update-test-schedule';
import { useScenarioEnvironment } from '../editor/environment-select';
import { newScheduleValues, unchangedBodyOf } from '../lib/schedule-form';
import { browserTimeZone } from '../lib/time-zones';
import { TESTS_TEST_IDS, testsTestIdOf } from '../test-ids';
import { useScheduleColumns } from './schedule-columns';
import { ScheduleDialog } from './schedule-dialog';

const SMALL = 'small';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const INFO = 'info';
const CENTER = 'center';
const ROW_KEY = 'id';
const NEW = 'new';

export interface ScheduleListProps {
  projectId: string;
  scenarioId: string;
  /** May save schedules (test.run): without it the list is read-only. */
  canRun: boolean;
  /** Opens a run in the Run tab. */
  onOpenRun: (runId: string) => void;
}

/**
 * The open scenario's schedules: when each runs (and next, in the reader's time zone), with which
 * environment, how its last run ended, why the last time it was due started none, and whose runs
 * it starts; a switch pauses one. Created and changed in a dialog, deleted after a confirmation.
 */
export function ScheduleList({ projectId, scenarioId, canRun, onOpenRun }: ScheduleListProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { environmentId } = useScenarioEnvironment(projectId, scenarioId);
  const schedules = useTestSchedules(projectId, scenarioId);
  const update = useUpdateTestSchedule();
  const remove = useDeleteTestSchedule();
  const [editing, setEditing] = useState<TestSchedule | typeof NEW | null>(null);
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

  const toggle = async (schedule: TestSchedule, enabled: boolean) => {
    try {
      await update.mutateAsync({
        projectId,
        scenarioId,
        scheduleId: schedule.id,
        body: { ...unchangedBodyOf(schedule), enabled, baseVersion: schedule.version },
      });
      void message.success(t(enabled ? 'tests.schedules.resumed' : 'tests.schedules.paused'));
    } catch (error) {
      if (isEditConflict(error)) setIsConflict(true);
      else void message.error(errorMessage(error));
    }
  };

  const reload = async () => {
    setIsReloading(true);
    try {
      await queryClient.fetchQuery({ ...testSchedulesQuery(projectId, scenarioId), staleTime: 0 });
      setIsConflict(false);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setIsReloading(false);
    }
  };

  const confirmDelete = (schedule: TestSchedule) => {
    modal.confirm({
      title: t('tests.schedules.deleteTitle'),
      content: t('tests.schedules.deleteContent'),
      okText: t('tests.schedules.delete'),
      okButtonProps: { danger: true },
      cancelText: t('tests.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ projectId, scenarioId, scheduleId: schedule.id });
          void message.success(t('tests.schedules.deleted'));
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const columns = useScheduleColumns({
    projectId,
    canRun,
    togglingId: update.isPending ? (update.variables?.scheduleId ?? null) : null,
    onToggle: (schedule, enabled) => void toggle(schedule, enabled),
    onEdit: setEditing,
    onDelete: confirmDelete,
    onOpenRun,
  });

  if (schedules.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 24 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (schedules.isError) return <ErrorAlert error={schedules.error} />;

  return (
    <Flex vertical gap={12} data-testid={TESTS_TEST_IDS.schedules}>
      <Flex align={CENTER} gap={12} wrap>
        <Typography.Text type={SECONDARY} style={{ flex: 1, minWidth: 240 }}>
          {t('tests.schedules.intro')}
        </Typography.Text>
        {canRun && (
          <Button
            type={PRIMARY}
            icon={<PlusOutlined />}
            onClick={() => setEditing(NEW)}
            data-testid={TESTS_TEST_IDS.newSchedule}
          >
            {t('tests.schedules.new')}
          </Button>
        )}
      </Flex>
      {!canRun && (
        <Alert
          type={INFO}
          showIcon
          title={t('tests.schedules.readOnly')}
          data-testid={TESTS_TEST_IDS.schedulesReadOnly}
        />
      )}
      {isConflict && (
        <ConflictNotice
          message={t('tests.schedules.conflict')}
          onReload={() => void reload()}
          isReloading={isReloading}
          data-testid={TESTS_TEST_IDS.scheduleConflict}
        />
      )}
      <Table<TestSchedule>
        size={SMALL}
        rowKey={ROW_KEY}
        dataSource={schedules.data}
        pagination={false}
        locale={{ emptyText: t('tests.schedules.empty') }}
        onRow={(schedule) =>
          ({
            'data-testid': testsTestIdOf.schedule(schedule.id),
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={columns}
      />
      {editing !== null && (
        <ScheduleDialog
          projectId={projectId}
          scenarioId={scenarioId}
          schedule={editing === NEW ? null : editing}
          initial={newScheduleValues(browserTimeZone(), environmentId)}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
