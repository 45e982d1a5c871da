import { useState } from 'react';
import { App, Flex, Form, Input, InputNumber, Modal, Radio, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_NATIVE_NAMES,
  TEST_SCHEDULE,
  type ScheduleKind,
  type TestSchedule,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useCreateTestSchedule } from '../api/create-test-schedule';
import { testSchedulesQuery } from '../api/list-test-schedules';
import { useUpdateTestSchedule } from '../api/update-test-schedule';
import { formatInZone, nextCronTimes } from '../lib/cron-next';
import { describeCron } from '../lib/cron-text';
import {
  emailLanguageOf,
  scheduleBodyOf,
  scheduleIssuesOf,
  scheduleValuesOf,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { EnvironmentChoice } from '../editor/environment-select';
import { TESTS_TEST_IDS } from '../test-ids';
import { NotifySelect } from './notify-select';
import { TimeZoneSelect } from './time-zone-select';

const FORM_PROPS = { layout: 'vertical', requiredMark: false, noValidate: true } as const;
const FORM_NAME = 'tests-schedule';
const BUTTON = 'button';
const SECONDARY = 'secondary';
const CHECKED = 'checked';
const CRON = 'cron';
const KIND = 'kind';
const CRON_FIELD = 'cron';
const INTERVAL = 'intervalMinutes';
const TIME_ZONE = 'timeZone';
const ENVIRONMENT = 'environmentId';
const NOTIFY = 'notify';
const ENABLED = 'enabled';
const ENABLED_ID = `${FORM_NAME}_enabled`;
const CENTER = 'center';
/** "Every N minutes" first: the simpler one, and a new schedule's default. */
const KIND_ORDER: readonly ScheduleKind[] = ['interval', 'cron'];
const CRON_FIELDS = 5;
/** Weekdays at nine: an example, the same in every language. */
const CRON_EXAMPLE = '0 9 * * 1-5';
const WIDTH = 560;
const MONOSPACE = { fontFamily: 'var(--ant-font-family-code, monospace)' };
/** How many of a cron expression's next times the dialog shows. */
const NEXT_RUNS = 3;
const CONJUNCTION = { type: 'conjunction' } as const;

export interface ScheduleDialogProps {
  projectId: string;
  scenarioId: string;
  /** The schedule edited; null for a new one. */
  schedule: TestSchedule | null;
  /** A new schedule's values (the browser's time zone, the environment chosen for runs). */
  initial: ScheduleFormValues;
  onClose: () => void;
}

/**
 * Creates or changes a schedule: how often, in which time zone, with which environment, and who
 * is emailed when a run fails or recovers. The emails are written in the language of the person
 * saving, who becomes its owner: its runs start as them.
 */
export function ScheduleDialog({
  projectId,
  scenarioId,
  schedule,
  initial,
  onClose,
}: ScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const create = useCreateTestSchedule();
  const update = useUpdateTestSchedule();
  const [form] = Form.useForm<ScheduleFormValues>();
  const [base, setBase] = useState(schedule);
  const [error, setError] = useState<unknown>();
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const cron = Form.useWatch('cron', form) ?? '';
  const timeZone = Form.useWatch('timeZone', form) ?? initial.timeZone;
  const reading = kind === CRON ? describeCron(cron, i18n.language) : null;
  // The times on the schedule's own clock, where the expression is read.
  const nextRuns = kind === CRON ? nextCronTimes(cron, timeZone, NEXT_RUNS) : null;
  const language = emailLanguageOf(i18n.language);

  const submit = async (values: ScheduleFormValues) => {
    setError(undefined);
    const body = scheduleBodyOf(values, i18n.language);
    try {
      if (base) {
        await update.mutateAsync({
          projectId,
          scenarioId,
          scheduleId: base.id,
          body: { ...body, baseVersion: base.version },
        });
      } else {
        await create.mutateAsync({ projectId, scenarioId, body });
      }
      void message.success(t(base ? 'tests.schedules.saved' : 'tests.schedules.created'));
      onClose();
    } catch (failure) {
      if (isEditConflict(failure)) {
        setIsConflict(true);
        return;
      }
      const issues = scheduleIssuesOf(failure);
      if (issues === null) {
        setError(failure);
        return;
      }
      form.setFields(
        issues.map((issue) => ({
          name: issue.field,
          errors: [t(`tests.schedules.issues.${issue.name}`, issue.values ?? {})],
        })),
      );
    }
  };

  // Someone saved the schedule meanwhile: theirs replaces what was typed here.
  const reload = async () => {
    if (!base) return;
    setIsReloading(true);
    try {
      const items = await queryClient.fetchQuery({
        ...testSchedulesQuery(projectId, scenarioId),
        staleTime: 0,
      });
      const fresh = items.find((item) => item.id === base.id);
      if (!fresh) {
        void message.warning(t('tests.schedules.gone'));
        onClose();
        return;
      }
      setBase(fresh);
      form.resetFields();
      form.setFieldsValue(scheduleValuesOf(fresh));
      setIsConflict(false);
    } catch (failure) {
      void message.error(errorMessage(failure));
    } finally {
      setIsReloading(false);
    }
  };

  const intervalRule = {
    type: 'number' as const,
    required: true,
    min: TEST_SCHEDULE.minIntervalMinutes,
    max: TEST_SCHEDULE.maxIntervalMinutes,
    message: t('tests.schedules.issues.intervalRange', {
      min: TEST_SCHEDULE.minIntervalMinutes,
      max: TEST_SCHEDULE.maxIntervalMinutes,
    }),
  };
  const cronRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const fields = (value ?? '').trim().split(/\s+/).filter(Boolean);
      if (fields.length === 0) throw new Error(t('tests.schedules.issues.cronRequired'));
      if (fields.length !== CRON_FIELDS) throw new Error(t('tests.schedules.issues.cronFields'));
    },
  };

  // Through a variable: antd passes data-* attributes on, which its type does not list.
  const okProps = {
    loading: create.isPending || update.isPending,
    'data-testid': TESTS_TEST_IDS.scheduleSave,
  };
  return (
    <Modal
      open
      width={WIDTH}
      title={t(schedule ? 'tests.schedules.dialog.editTitle' : 'tests.schedules.dialog.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(schedule ? 'tests.schedules.dialog.save' : 'tests.schedules.dialog.create')}
      cancelText={t('tests.common.cancel')}
      okButtonProps={okProps}
      data-testid={TESTS_TEST_IDS.scheduleDialog}
    >
      {isConflict && (
        <div style={{ marginBottom: 16 }}>
          <ConflictNotice
            message={t('tests.schedules.conflict')}
            onReload={() => void reload()}
            isReloading={isReloading}
            data-testid={TESTS_TEST_IDS.scheduleConflict}
          />
        </div>
      )}
      <ErrorAlert error={error} />
      <Form<ScheduleFormValues>
        {...FORM_PROPS}
        name={FORM_NAME}
        form={form}
        initialValues={schedule ? scheduleValuesOf(schedule) : initial}
        // Every value kept, not only the fields shown: a time zone stays when it is hidden.
        onFinish={() => void submit(form.getFieldsValue(true))}
      >
        <Form.Item name={KIND} label={t('tests.schedules.dialog.kind')}>
          <Radio.Group
            optionType={BUTTON}
            options={KIND_ORDER.map((value) => ({
              value,
              label: t(`tests.schedules.kinds.${value}`),
            }))}
            data-testid={TESTS_TEST_IDS.scheduleKind}
          />
        </Form.Item>
        {kind === CRON ? (
          <Form.Item
            name={CRON_FIELD}
            label={t('tests.schedules.dialog.cron')}
            rules={[cronRule]}
            extra={
              <Flex vertical>
                <span>{reading ?? t('tests.schedules.dialog.cronHelp')}</span>
                {nextRuns && (
                  <span data-testid={TESTS_TEST_IDS.scheduleNextRuns}>
                    {t('tests.schedules.dialog.nextRuns', {
                      zone: timeZone,
                      times: new Intl.ListFormat(i18n.language, CONJUNCTION).format(
                        nextRuns.map((time) => formatInZone(time, i18n.language, timeZone)),
                      ),
                    })}
                  </span>
                )}
              </Flex>
            }
          >
            <Input
              placeholder={CRON_EXAMPLE}
              maxLength={120}
              style={MONOSPACE}
              data-testid={TESTS_TEST_IDS.scheduleCron}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name={INTERVAL}
            label={t('tests.schedules.dialog.interval')}
            rules={[intervalRule]}
          >
            <InputNumber
              min={TEST_SCHEDULE.minIntervalMinutes}
              max={TEST_SCHEDULE.maxIntervalMinutes}
              precision={0}
              suffix={t('tests.schedules.dialog.minutes')}
              style={{ width: 200 }}
              data-testid={TESTS_TEST_IDS.scheduleInterval}
            />
          </Form.Item>
        )}
        {/* "Every N minutes" counts from now wherever one is: only a cron expression has a zone. */}
        <Flex gap={16}>
          {kind === CRON && (
            <Form.Item
              name={TIME_ZONE}
              label={t('tests.schedules.dialog.timeZone')}
              style={{ flex: 1, minWidth: 0 }}
            >
              <TimeZoneSelect testId={TESTS_TEST_IDS.scheduleTimeZone} />
            </Form.Item>
          )}
          <Form.Item
            name={ENVIRONMENT}
            label={t('tests.schedules.dialog.environment')}
            style={{ flex: 1, minWidth: 0 }}
          >
            <EnvironmentChoice projectId={projectId} testId={TESTS_TEST_IDS.scheduleEnvironment} />
          </Form.Item>
        </Flex>
        <Form.Item
          name={NOTIFY}
          label={t('tests.schedules.dialog.notify')}
          extra={t('tests.schedules.dialog.notifyHelp', {
            language: LANGUAGE_NATIVE_NAMES[language],
          })}
        >
          <NotifySelect projectId={projectId} testId={TESTS_TEST_IDS.scheduleNotify} />
        </Form.Item>
        <Flex align={CENTER} gap={8}>
          <Form.Item name={ENABLED} valuePropName={CHECKED} noStyle>
            <Switch id={ENABLED_ID} data-testid={TESTS_TEST_IDS.scheduleEnabled} />
          </Form.Item>
          <label htmlFor={ENABLED_ID}>{t('tests.schedules.dialog.enabled')}</label>
        </Flex>
      </Form>
      <Typography.Paragraph type={SECONDARY} style={{ margin: '12px 0 0', fontSize: 12 }}>
        {t('tests.schedules.dialog.owner')}
      </Typography.Paragraph>
    </Modal>
  );
}
