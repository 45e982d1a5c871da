import { Cron } from 'croner';
import { TEST_SCHEDULE, type FieldError, type ScheduleKind } from '@heron/contract';

/**
 * When a schedule runs (issue 22): a five-field cron expression read in its time zone (croner),
 * or every N minutes. Either way at most every TEST_SCHEDULE.minIntervalMinutes.
 */

export interface ScheduleTiming {
  kind: ScheduleKind;
  cron: string;
  intervalMinutes: number | null;
  timeZone: string;
}

const MINUTE_MS = 60_000;
/** How many of a cron expression's next times are looked at for runs too close together. */
const FREQUENCY_SAMPLE = 100;

/** What is wrong with a schedule's timing, by field; empty when it can run. */
export function timingProblems(timing: ScheduleTiming, now = new Date()): FieldError[] {
  const problem = (field: string, message: string): FieldError[] => [
    { in: 'body', pointer: `/${field}`, message },
  ];
  if (!isTimeZone(timing.timeZone)) {
    return problem('timeZone', `"${timing.timeZone}" is not a time zone (say Europe/Berlin)`);
  }
  if (timing.kind === 'interval') return [];
  const fields = timing.cron.split(/\s+/).filter(Boolean);
  if (fields.length !== 5) {
    return problem(
      'cron',
      `A cron expression has five fields (minute hour day month weekday); "${timing.cron}" has ${fields.length}`,
    );
  }
  let job: Cron;
  try {
    job = new Cron(timing.cron, { timezone: timing.timeZone, paused: true });
  } catch (error) {
    return problem(
      'cron',
      `"${timing.cron}" is not a cron expression: ${(error as Error).message}`,
    );
  }
  const times = job.nextRuns(FREQUENCY_SAMPLE, now);
  if (times.length === 0) return problem('cron', `"${timing.cron}" never runs`);
  for (let i = 1; i < times.length; i++) {
    const gap = times[i]!.getTime() - times[i - 1]!.getTime();
    if (gap < TEST_SCHEDULE.minIntervalMinutes * MINUTE_MS) {
      return problem(
        'cron',
        `"${timing.cron}" runs more often than every ${TEST_SCHEDULE.minIntervalMinutes} minutes`,
      );
    }
  }
  return [];
}

/** The next time after `after`; null when a cron expression has no more. */
export function nextRunAfter(timing: ScheduleTiming, after: Date): Date | null {
  if (timing.kind === 'interval') {
    return new Date(after.getTime() + (timing.intervalMinutes ?? 60) * MINUTE_MS);
  }
  return new Cron(timing.cron, { timezone: timing.timeZone, paused: true }).nextRun(after);
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
