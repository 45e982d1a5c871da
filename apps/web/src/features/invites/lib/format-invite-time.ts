import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time as the interface language writes it, following a language switch. */
export function useFormatInviteTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(i18n.language, DATE_TIME).format(new Date(iso)),
    [i18n.language],
  );
}
