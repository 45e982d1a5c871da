import { Button } from 'antd';
import { useSendCodeButton } from '../lib/use-send-code-button';

export interface SendCodeButtonProps {
  /**
   * Validates what the code needs and sends it. Resolves with `resendAfterSeconds`, or
   * undefined when nothing was sent (a field was invalid); rejects with the API's failure.
   */
  onSend: () => Promise<number | undefined>;
  /** True while the send call is in flight. */
  isSending: boolean;
}

/** The antd "Send code" button (account settings); see `useSendCodeButton`. */
export function SendCodeButton({ onSend, isSending }: SendCodeButtonProps) {
  const { remaining, label, send } = useSendCodeButton(onSend);
  return (
    <Button
      onClick={() => void send()}
      loading={isSending}
      disabled={remaining > 0}
      style={{ minWidth: 128 }}
    >
      {label}
    </Button>
  );
}
