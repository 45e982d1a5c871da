import {
  normalizeLanguage,
  TEST_SCHEDULE,
  type Language,
  type ScheduleKind,
  type TestSchedule,
} from '@heron/contract';
import { ApiError } from '../../../lib/api-client';
import type { TestScheduleInput } from '../api/create-test-schedule';

/** The schedule dialog's fields. */
export interface ScheduleFormValues {
  kind: ScheduleKind;
  cron: string;
  intervalMinutes: number | null;
  timeZone: string;
  environmentId: string | null;
  notify: string[];
  enabled: boolean;
}

export const SCHEDULE_FIELDS = [
  'kind',
  'cron',
  'intervalMinutes',
  'timeZone',
  'environmentId',
  'notify',
  'enabled',
] as const satisfies readonly (keyof ScheduleFormValues)[];
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** A new schedule: every hour, in the browser's time zone, with the environment chosen for runs. */
export const DEFAULT_INTERVAL_MINUTES = 60;

export function newScheduleValues(
  timeZone: string,
  environmentId: string | null,
): ScheduleFormValues {
  return {
    kind: 'interval',
    cron: '',
    intervalMinutes: DEFAULT_INTERVAL_MINUTES,
    timeZone,
    environmentId,
    notify: [],
    enabled: true,
  };
}

export function scheduleValuesOf(schedule: TestSchedule): ScheduleFormValues {
  return {
    kind: schedule.kind,
    cron: schedule.cron,
    intervalMinutes: schedule.intervalMinutes,
    timeZone: schedule.timeZone,
    environmentId: schedule.environmentId,
    notify: schedule.notify,
    enabled: schedule.enabled,
  };
}

/** The body the server takes; the emails are written in `language` (the saver's). */
export function scheduleBodyOf(values: ScheduleFormValues, language: string): TestScheduleInput {
  const isCron = values.kind === 'cron';
  return {
    kind: values.kind,
    cron: isCron ? values.cron.trim() : '',
    intervalMinutes: isCron ? null : values.intervalMinutes,
    timeZone: values.timeZone,
    environmentId: values.environmentId,
    notify: values.notify,
    enabled: values.enabled,
    language: emailLanguageOf(language),
  };
}

/** A schedule as it is, but for what changes: a switch in the list sends the rest unchanged. */
export function unchangedBodyOf(schedule: TestSchedule): TestScheduleInput {
  return scheduleBodyOf(scheduleValuesOf(schedule), schedule.language);
}

export function emailLanguageOf(language: string): Language {
  return normalizeLanguage(language) ?? 'en';
}

/** The problems a field can have: the names of `tests.schedules.issues.*`. */
export type ScheduleIssueName =
  | 'cronRequired'
  | 'cronFields'
  | 'cronTooOften'
  | 'cronNever'
  | 'cronInvalid'
  | 'intervalRange'
  | 'timeZone'
  | 'environment'
  | 'notMember';

/** A field's problem and the values its message says. */
export interface ScheduleIssue {
  field: ScheduleField;
  name: ScheduleIssueName;
  values?: Record<string, number>;
}

export const TOO_OFTEN = { n: TEST_SCHEDULE.minIntervalMinutes };
export const INTERVAL_RANGE = {
  min: TEST_SCHEDULE.minIntervalMinutes,
  max: TEST_SCHEDULE.maxIntervalMinutes,
};

/** What a cron expression's refusal says, read by its kind: the server writes English. */
function cronIssue(message: string): ScheduleIssue {
  if (/required/i.test(message)) return { field: 'cron', name: 'cronRequired' };
  if (/five fields/i.test(message)) return { field: 'cron', name: 'cronFields' };
  if (/more often/i.test(message))
    return { field: 'cron', name: 'cronTooOften', values: TOO_OFTEN };
  if (/never runs/i.test(message)) return { field: 'cron', name: 'cronNever' };
  return { field: 'cron', name: 'cronInvalid' };
}

function issueAt(field: string, message: string): ScheduleIssue | null {
  switch (field) {
    case 'cron':
      return cronIssue(message);
    case 'intervalMinutes':
      return { field, name: 'intervalRange', values: INTERVAL_RANGE };
    case 'timeZone':
      return { field, name: 'timeZone' };
    case 'environmentId':
      return { field, name: 'environment' };
    case 'notify':
      return { field, name: 'notMember' };
    default:
      return null;
  }
}

/**
 * A refused save's problems on the fields their pointers name (`/cron`, `/notify/0`); null when
 * the failure names none of them (a conflict, a lost connection), to be shown as a whole.
 */
export function scheduleIssuesOf(error: unknown): ScheduleIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const issues = error.errors
    .filter((found) => found.in === 'body')
    .map((found) => issueAt(found.pointer.split('/')[1] ?? '', found.message))
    .filter((issue): issue is ScheduleIssue => issue !== null);
  return issues.length > 0 ? issues : null;
}

/** Every N minutes, said in the largest whole unit: 90 minutes, 2 hours, 1 day. */
export function intervalPeriod(minutes: number, language: string): string {
  const [unit, count] =
    minutes % (24 * 60) === 0
      ? (['day', minutes / (24 * 60)] as const)
      : minutes % 60 === 0
        ? (['hour', minutes / 60] as const)
        : (['minute', minutes] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    count,
  );
}
