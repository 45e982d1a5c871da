/**
 * Numbers, sizes, durations and dates in the reader's language, with Intl, for the HTML report.
 * A locale or time zone Intl does not know falls back (to English, to the runtime's zone) rather
 * than failing the report: both may come from a request.
 */
export interface ReportFormat {
  /** The locale used, as Intl resolved it (for `<html lang>`). */
  locale: string;
  count(value: number): string;
  percent(ratio: number): string;
  bytes(value: number): string;
  duration(ms: number): string;
  /** An ISO date-time, or the text itself when it is not one. */
  dateTime(iso: string): string;
}

export function createReportFormat(locale = 'en', timeZone?: string): ReportFormat {
  const resolved = resolveLocale(locale);
  const unit = (name: string, maximumFractionDigits: number) =>
    new Intl.NumberFormat(resolved, {
      style: 'unit',
      unit: name,
      unitDisplay: 'narrow',
      maximumFractionDigits,
    });
  const ms = unit('millisecond', 0);
  const sec = unit('second', 2);
  const wholeSec = unit('second', 0);
  const min = unit('minute', 0);
  const hour = unit('hour', 0);
  const sizes = [
    unit('byte', 0),
    unit('kilobyte', 1),
    unit('megabyte', 1),
    unit('gigabyte', 1),
  ] as const;
  const count = new Intl.NumberFormat(resolved, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(resolved, { style: 'percent', maximumFractionDigits: 1 });
  const date = dateTimeFormat(resolved, timeZone);

  return {
    locale: resolved,
    count: (value) => count.format(finite(value)),
    percent: (ratio) => percent.format(finite(ratio)),
    bytes: (value) => {
      let size = finite(value);
      let index = 0;
      // Decimal units: kB is 1000 bytes, as the unit's name says.
      while (size >= 1000 && index < sizes.length - 1) {
        size /= 1000;
        index++;
      }
      return sizes[index]!.format(size);
    },
    duration: (value) => {
      const total = finite(value);
      if (total < 1000) return ms.format(total);
      if (total < 60_000) return sec.format(total / 1000);
      const seconds = Math.round(total / 1000);
      const parts = [
        seconds >= 3600 ? hour.format(Math.floor(seconds / 3600)) : null,
        min.format(Math.floor((seconds % 3600) / 60)),
        wholeSec.format(seconds % 60),
      ];
      return parts.filter((part) => part !== null).join(' ');
    },
    dateTime: (iso) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : date.format(new Date(time));
    },
  };
}

function resolveLocale(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).resolvedOptions().locale;
  } catch {
    return 'en';
  }
}

function dateTimeFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, options);
  }
}

/** NaN, Infinity and negatives (a clock that went back) are shown as 0. */
function finite(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
