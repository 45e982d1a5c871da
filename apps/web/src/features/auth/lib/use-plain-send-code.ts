import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/plain/plain-toast';
import type { PlainFields } from '../../../lib/use-plain-contract-form';
import { sendCode } from './send-code';

/**
 * The "Send code" action of a code form drawn without antd: `fields` are checked first (spec §5:
 * on sign-up, the agreement too), `toBody` builds the request from the form's values.
 */
export function usePlainSendCode<F extends string, Body>(
  form: PlainFields<F>,
  fields: NoInfer<F>[],
  toBody: () => Body | undefined,
  send: (body: Body) => Promise<{ resendAfterSeconds: number }>,
) {
  const { t } = useTranslation();
  return () =>
    sendCode({
      isValid: () => form.validate(fields),
      toBody,
      send,
      notify: () => toast.success(t('auth.codeSent')),
      fail: form.fail,
      clearError: form.clearError,
    });
}
