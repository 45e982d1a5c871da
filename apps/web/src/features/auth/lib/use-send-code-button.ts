import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from './use-countdown';

/**
 * A "Send code" button's state: "Send code", then "Resend in N s" until the server allows
 * another code. A refusal with `retryAfterSeconds` (too many attempts) also counts down, so the
 * wait is visible. `onSend` resolves with `resendAfterSeconds`, or undefined when nothing was
 * sent, and rejects with the API's failure.
 */
export function useSendCodeButton(onSend: () => Promise<number | undefined>) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();

  async function send() {
    try {
      const resendAfter = await onSend();
      if (resendAfter !== undefined) start(resendAfter);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds) start(error.retryAfterSeconds);
    }
  }

  const label = remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode');
  return { remaining, label, send };
}
