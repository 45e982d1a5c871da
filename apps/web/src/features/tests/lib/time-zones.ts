const UTC = 'UTC';

/** The browser's time zone (`Asia/Shanghai`), UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
  } catch {
    return UTC;
  }
}

let names: readonly string[] | null = null;

/**
 * The IANA time zones the browser knows, UTC first. Chromium leaves UTC out of
 * `Intl.supportedValuesOf`, and the browser's own zone may be an alias (`Asia/Calcutta`) that
 * the list spells otherwise: both are added.
 */
export function timeZoneNames(): readonly string[] {
  if (names) return names;
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  names = [...new Set([UTC, browserTimeZone(), ...known])];
  return names;
}

/** A zone's offset from UTC now, as the language writes it ("GMT+08:00"); empty if unknown. */
export function timeZoneOffset(timeZone: string, language: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone,
      timeZoneName: 'longOffset',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}
