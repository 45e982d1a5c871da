import { describe, expect, it } from 'vitest';
import { formatInZone, nextCronTimes } from './cron-next';

describe('nextCronTimes', () => {
  it('gives the next times in the schedule’s time zone', () => {
    // A Friday evening in UTC is already Saturday morning in Tokyo: weekdays at nine skip to Monday.
    const from = new Date('2026-11-27T20:00:00Z');
    const times = nextCronTimes('0 9 * * 1-5', 'Asia/Tokyo', 3, from);
    expect(times?.map((time) => time.toISOString())).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
    ]);
  });

  it('follows the clock across a change to summer time', () => {
    const times = nextCronTimes('30 2 * * *', 'Europe/Berlin', 2, new Date('2026-03-28T12:00:00Z'));
    // 02:30 does not exist in Berlin on 29 March 2026; croner runs it when the clock gets there.
    expect(times).toHaveLength(2);
    expect(times![1]!.toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  it('is null for what cannot be read: the wrong number of fields, a bad field, a bad zone', () => {
    expect(nextCronTimes('0 9 * *', 'UTC', 3)).toBeNull();
    expect(nextCronTimes('61 9 * * *', 'UTC', 3)).toBeNull();
    expect(nextCronTimes('0 9 * * *', 'Mars/Olympus', 3)).toBeNull();
  });
});

describe('formatInZone', () => {
  it('writes the time on the zone’s clock in the language', () => {
    const time = new Date('2026-11-30T00:00:00Z');
    expect(formatInZone(time, 'en', 'Asia/Tokyo')).toBe('Nov 30, 2026, 9:00 AM');
    expect(formatInZone(time, 'zh-CN', 'UTC')).toBe('2026年11月30日 00:00');
  });
});
