import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

function unit(language: string, name: string, maximumFractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits,
  });
}

/**
 * A run's or a step's time as the language writes it: "850 ms" under a second, "12.3 s" under a
 * minute, "2 min 5 s" past it (a run may take minutes; milliseconds would be unreadable there).
 */
export function formatDuration(ms: number, language: string): string {
  const value = Math.max(0, ms);
  if (value < SECOND) return unit(language, 'millisecond', 0).format(Math.round(value));
  if (value < MINUTE) return unit(language, 'second', 1).format(value / SECOND);
  const minutes = Math.floor(value / MINUTE);
  const seconds = Math.round((value % MINUTE) / SECOND);
  const parts = [unit(language, 'minute', 0).format(minutes)];
  if (seconds > 0) parts.push(unit(language, 'second', 0).format(seconds));
  return parts.join(' ');
}

/** A ratio (0–1) as a percentage: "87.5%", "87,5 %". */
export function formatPercent(ratio: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );
}

/** A whole number with the language's grouping: "1,234", "1.234". */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A short date and time for a chart's axis: "May 1, 10:00". */
export function formatShortDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The formatters above in the current language, following a language switch. */
export function useRunFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    duration: useCallback((ms: number) => formatDuration(ms, language), [language]),
    percent: useCallback((ratio: number) => formatPercent(ratio, language), [language]),
    count: useCallback((count: number) => formatCount(count, language), [language]),
    shortDateTime: useCallback((iso: string) => formatShortDateTime(iso, language), [language]),
  };
}
