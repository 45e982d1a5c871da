import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time as the interface language writes it. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, DATE_TIME).format(new Date(iso));
}

/** `formatDateTime` in the current language, following a language switch. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback((iso: string) => formatDateTime(iso, i18n.language), [i18n.language]);
}
