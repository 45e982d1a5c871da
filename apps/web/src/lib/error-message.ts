import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_VALIDATION } from '@heron/contract';
import { ApiError, errorMessageKey } from './api-client';

const MINUTE = 60;
// Up to two minutes a wait reads better in seconds ("90 seconds"), beyond in minutes.
const SECONDS_UNTIL_MINUTES = 2 * MINUTE;

/** A wait as the language says it: "30 seconds", "5 minutes", "30 秒", "5 menit". */
export function formatWait(seconds: number, language: string): string {
  const inMinutes = seconds > SECONDS_UNTIL_MINUTES;
  const format = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  });
  return format.format(inMinutes ? Math.ceil(seconds / MINUTE) : Math.max(1, seconds));
}

/** A VALIDATION_FAILED whose fields were refused for text that cannot be stored. */
function isUnsafeTextRefusal(error: ApiError): boolean {
  return (
    error.code === 'VALIDATION_FAILED' &&
    error.errors.length > 0 &&
    error.errors.every((field) => field.message === TEXT_VALIDATION.unsafeText)
  );
}

/**
 * Turns any failure into a translated sentence: an ApiError by its code (never the server's
 * text), with the wait when the server said how long to wait; anything else as internal.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('errors.INTERNAL_ERROR');
      // Text the server cannot store (a NUL, half of an emoji) says so, wherever it was.
      if (isUnsafeTextRefusal(error)) return t(TEXT_VALIDATION.unsafeText);
      const message = t(errorMessageKey(error.code));
      if (error.retryAfterSeconds === undefined || error.retryAfterSeconds <= 0) return message;
      const wait = formatWait(error.retryAfterSeconds, i18n.language);
      return t('messages.retryAfter', { message, wait });
    },
    [t, i18n.language],
  );
}
