import { Flex, Typography } from 'antd';
import type { TestSchedule } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { describeCron } from '../lib/cron-text';
import { intervalPeriod } from '../lib/schedule-form';

const SECONDARY = 'secondary';

/**
 * When a schedule runs: "Every 15 minutes", or a cron expression read aloud with the expression
 * and its time zone under it (the expression alone when it cannot be read).
 */
export function ScheduleWhen({ schedule }: { schedule: TestSchedule }) {
  const { t, i18n } = useTranslation();
  if (schedule.kind === 'interval') {
    return (
      <Typography.Text>
        {t('tests.schedules.every', {
          period: intervalPeriod(schedule.intervalMinutes ?? 0, i18n.language),
        })}
      </Typography.Text>
    );
  }
  const reading = describeCron(schedule.cron, i18n.language);
  return (
    <Flex vertical>
      {reading && <Typography.Text>{reading}</Typography.Text>}
      <Typography.Text type={reading ? SECONDARY : undefined}>
        <Typography.Text code>{schedule.cron}</Typography.Text>{' '}
        {t('tests.schedules.inTimeZone', { zone: schedule.timeZone })}
      </Typography.Text>
    </Flex>
  );
}
