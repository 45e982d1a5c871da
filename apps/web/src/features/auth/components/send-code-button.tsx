import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../lib/use-countdown';

export interface SendCodeButtonProps {
  /**
   * Validates what the code needs and sends it. Resolves with `resendAfterSeconds`, or
   * undefined when nothing was sent (a field was invalid); rejects with the API's failure.
   */
  onSend: () => Promise<number | undefined>;
  /** True while the send call is in flight. */
  isSending: boolean;
}

/**
 * "Send code", then "Resend in N s" until the server allows another code. A refusal with
 * `retryAfterSeconds` (too many attempts) also counts down, so the wait is visible.
 */
export function SendCodeButton({ onSend, isSending }: SendCodeButtonProps) {
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

  return (
    <Button
      onClick={() => void send()}
      loading={isSending}
      disabled={remaining > 0}
      style={{ minWidth: 128 }}
    >
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </Button>
  );
}
