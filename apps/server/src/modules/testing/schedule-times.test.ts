import { describe, expect, it } from 'vitest';
import { nextRunAfter, timingProblems, type ScheduleTiming } from './schedule-times.js';

const cron = (expression: string, timeZone = 'UTC'): ScheduleTiming => ({
  kind: 'cron',
  cron: expression,
  intervalMinutes: null,
  timeZone,
});
const at = (iso: string) => new Date(iso);

describe('schedule times', () => {
  it('reads a cron expression in its time zone', () => {
    // 09:00 in Shanghai is 01:00 UTC.
    expect(nextRunAfter(cron('0 9 * * *', 'Asia/Shanghai'), at('2026-11-28T12:00:00Z'))).toEqual(
      at('2026-11-29T01:00:00Z'),
    );
    expect(nextRunAfter(cron('30 8 * * 1-5'), at('2026-11-28T12:00:00Z'))).toEqual(
      // The 28th is a Saturday: Monday the 30th.
      at('2026-11-30T08:30:00Z'),
    );
  });

  it('counts every N minutes from the time given', () => {
    const every = { kind: 'interval', cron: '', intervalMinutes: 15, timeZone: 'UTC' } as const;
    expect(nextRunAfter(every, at('2026-11-28T12:00:00Z'))).toEqual(at('2026-11-28T12:15:00Z'));
  });

  it('says what is wrong, by field', () => {
    expect(timingProblems(cron('0 9 * * *'))).toEqual([]);
    expect(timingProblems(cron('0 9 * *'))).toEqual([
      {
        in: 'body',
        pointer: '/cron',
        message:
          'A cron expression has five fields (minute hour day month weekday); "0 9 * *" has 4',
      },
    ]);
    expect(timingProblems(cron('0 25 * * *'))[0]?.pointer).toBe('/cron');
    expect(timingProblems(cron('* * * * *'))[0]?.message).toBe(
      '"* * * * *" runs more often than every 5 minutes',
    );
    // Close together only once a day is still too often.
    expect(timingProblems(cron('0,1 9 * * *'))[0]?.message).toContain('more often');
    expect(timingProblems(cron('0 9 * * *', 'Mars/Olympus'))).toEqual([
      {
        in: 'body',
        pointer: '/timeZone',
        message: '"Mars/Olympus" is not a time zone (say Europe/Berlin)',
      },
    ]);
    expect(timingProblems(cron('0 0 30 2 *'))[0]?.pointer).toBe('/cron');
  });
});
