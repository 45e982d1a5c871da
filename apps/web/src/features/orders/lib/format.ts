import { useCallback } from 'react';
import { CURRENCY, formatFen } from '@heron/contract';
import { useTranslation } from 'react-i18next';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * An amount of fen as the language writes money: "CN¥1,234.56", "¥1,234.56", "CN¥1.234,56".
 * The exact decimal string goes to Intl, never `fen / 100`, so no amount is ever off by a float.
 */
export function formatMoney(fen: number, language: string, currency: string = CURRENCY): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(formatFen(fen) as `${number}`);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, DATE_TIME).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, DATE).format(new Date(iso));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** The formatters of the paid side in the current language, following a language switch. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: useCallback(
      (fen: number, currency?: string) => formatMoney(fen, language, currency),
      [language],
    ),
    dateTime: useCallback((iso: string) => formatDateTime(iso, language), [language]),
    date: useCallback((iso: string) => formatDate(iso, language), [language]),
    number: useCallback((value: number) => formatNumber(value, language), [language]),
  };
}
