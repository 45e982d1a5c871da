/** Milliseconds as the language writes them: "12 ms", "1,250 ms", "12 毫秒". */
export function formatMs(ms: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(ms);
}

/** A whole number with the language's grouping: "1,234", "1.234". */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** The time of day of an ISO time, with seconds, as the language writes it. */
export function formatTimeOfDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(new Date(iso));
}

/** A date and time, as the language writes it. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
