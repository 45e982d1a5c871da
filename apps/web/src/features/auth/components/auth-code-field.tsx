import { PlainButton } from '../../../components/plain/plain-button';
import { PlainField } from '../../../components/plain/plain-field';
import { PlainInput } from '../../../components/plain/plain-input';
import type { PlainFields } from '../../../lib/use-plain-contract-form';
import { FIELD, INPUT } from '../lib/form-fields';
import { useSendCodeButton } from '../lib/use-send-code-button';
import { useTranslation } from 'react-i18next';
import './auth-code-field.css';

const SEND_BUTTON = { minWidth: 128 } as const;

/**
 * The 6-digit code input (field `code`) with its "Send code" button beside it, for the account
 * screens drawn without antd. `onSend` validates what the code needs and sends it; `sendNote`
 * says, under the button, why it sent nothing (the sign-up's terms box, say).
 */
export function AuthCodeField({
  form,
  onSend,
  isSending,
  sendNote,
}: {
  form: PlainFields<typeof FIELD.code>;
  onSend: () => Promise<number | undefined>;
  isSending: boolean;
  sendNote?: string | undefined;
}) {
  const { t } = useTranslation();
  const { remaining, label, send } = useSendCodeButton(onSend);
  const field = FIELD.code;
  const noteId = `${form.id(field)}_send_note`;
  return (
    <PlainField id={form.id(field)} label={t('auth.code')} errors={form.errorsOf(field)}>
      {(control) => (
        <>
          <div className="plain-compact">
            <PlainInput {...INPUT.code} {...control} {...form.text(field)} />
            <PlainButton
              onClick={() => void send()}
              loading={isSending}
              disabled={remaining > 0}
              style={SEND_BUTTON}
              aria-describedby={sendNote ? noteId : undefined}
            >
              {label}
            </PlainButton>
          </div>
          {/* Always in the page, so a screen reader hears the note when it appears. */}
          <div id={noteId} className="plain-send-note" aria-live="polite">
            {sendNote}
          </div>
        </>
      )}
    </PlainField>
  );
}
