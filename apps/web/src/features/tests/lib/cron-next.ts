import { Cron } from 'croner';

const CRON_FIELDS = 5;

/**
 * The next `count` times a five-field cron expression runs in its time zone, read by croner as
 * the server's scheduler reads it, so the preview is the schedule the server keeps. Null when it
 * cannot be read (the server then says why on save).
 */
export function nextCronTimes(
  expression: string,
  timeZone: string,
  count: number,
  from = new Date(),
): Date[] | null {
  const trimmed = expression.trim();
  if (trimmed.split(/\s+/).length !== CRON_FIELDS) return null;
  try {
    const times = new Cron(trimmed, { timezone: timeZone, paused: true }).nextRuns(count, from);
    return times.length > 0 ? times : null;
  } catch {
    return null;
  }
}

/** A time as the interface language writes it, on the clock of the schedule's time zone. */
export function formatInZone(time: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(time);
}
