import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const TODAY: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };
const EARLIER: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * When a request was sent, as the language writes it: the time alone for today's sends (most of
 * a history), the date and time for older ones.
 */
export function formatSentAt(iso: string, language: string, now = new Date()): string {
  const sent = new Date(iso);
  const isToday = sent.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(language, isToday ? TODAY : EARLIER).format(sent);
}

/** The full date and time of a send, for the row's tooltip. */
export function formatSentAtFull(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}

export function useFormatSentAt(): {
  short: (iso: string) => string;
  full: (iso: string) => string;
} {
  const { i18n } = useTranslation();
  const short = useCallback((iso: string) => formatSentAt(iso, i18n.language), [i18n.language]);
  const full = useCallback((iso: string) => formatSentAtFull(iso, i18n.language), [i18n.language]);
  return { short, full };
}
