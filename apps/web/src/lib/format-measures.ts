import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KIB = 1024;
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size as the language writes it ("5 bytes", "1.5 kB", "1,5 kB", "12 MB"): steps of 1024, as developer
 * tools count bytes, with one decimal above a kilobyte.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= KIB && unit < UNITS.length - 1) {
    value /= KIB;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    // "5 bytes" reads better than "5 byte"; the larger units read well short ("1.5 kB").
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A duration in milliseconds ("12 ms", "1,234 ms"); under 10 ms with one decimal. */
export function formatMs(ms: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(Math.max(0, ms));
}

export function useFormatBytes(): (bytes: number) => string {
  const { i18n } = useTranslation();
  return useCallback((bytes: number) => formatBytes(bytes, i18n.language), [i18n.language]);
}

export function useFormatMs(): (ms: number) => string {
  const { i18n } = useTranslation();
  return useCallback((ms: number) => formatMs(ms, i18n.language), [i18n.language]);
}
