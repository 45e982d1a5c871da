import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeCron } from './cron-text';
import { intervalPeriod, scheduleIssuesOf } from './schedule-form';

function refused(pointer: string, message: string) {
  return new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: [{ in: 'body', pointer, message }],
  });
}

describe('schedule forms', () => {
  it('says "every N minutes" in the largest whole unit, in the language', () => {
    expect(intervalPeriod(15, 'en')).toBe('15 minutes');
    expect(intervalPeriod(120, 'en')).toBe('2 hours');
    expect(intervalPeriod(1440, 'en')).toBe('1 day');
    expect(intervalPeriod(90, 'ja')).toBe('90 分');
  });

  it('reads a cron expression in the language, and gives up on one it cannot read', () => {
    expect(describeCron('0 9 * * 1-5', 'en')).toBe('At 09:00, Monday through Friday');
    expect(describeCron('*/15 * * * *', 'zh-Hant')).toBe('每 15 分鐘');
    expect(describeCron('0 9 * *', 'en')).toBeNull();
    expect(describeCron('0 25 * * *', 'en')).toBeNull();
  });

  it('puts each refusal on the field its pointer names, by the kind of its message', () => {
    expect(scheduleIssuesOf(refused('/cron', 'A cron expression has five fields'))).toEqual([
      { field: 'cron', name: 'cronFields' },
    ]);
    expect(scheduleIssuesOf(refused('/cron', '"x" never runs'))).toEqual([
      { field: 'cron', name: 'cronNever' },
    ]);
    expect(scheduleIssuesOf(refused('/timeZone', '"Mars/Olympus" is not a time zone'))).toEqual([
      { field: 'timeZone', name: 'timeZone' },
    ]);
    expect(scheduleIssuesOf(refused('/notify/3', 'Not a member'))).toEqual([
      { field: 'notify', name: 'notMember' },
    ]);
    expect(scheduleIssuesOf(refused('/environmentId', 'No such environment'))).toEqual([
      { field: 'environmentId', name: 'environment' },
    ]);
    expect(scheduleIssuesOf(refused('/language', 'Invalid'))).toBeNull();
    expect(scheduleIssuesOf(new Error('offline'))).toBeNull();
  });
});
