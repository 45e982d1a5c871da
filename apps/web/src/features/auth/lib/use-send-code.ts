import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface SendCodeOptions<Body> {
  form: FormInstance;
  /** Fields checked before anything is sent (the address, and the agreement on sign-up). */
  fields: string[];
  /** The request body from the form's current values, or undefined when it is not valid. */
  toBody(form: FormInstance): Body | undefined;
  send(body: Body): Promise<{ resendAfterSeconds: number }>;
  fail(error: unknown): void;
  clearError(): void;
}

/**
 * The "Send code" action of every code form: validate first, send, confirm, and hand the
 * countdown its seconds. Resolves undefined when nothing was sent; rethrows a failed send so
 * the button does not start counting.
 */
export function useSendCode<Body>(options: SendCodeOptions<Body>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async function sendCode(): Promise<number | undefined> {
    const isValid = await options.form.validateFields(options.fields).then(
      () => true,
      () => false,
    );
    const body = options.toBody(options.form);
    if (!isValid || body === undefined) return undefined;
    options.clearError();
    try {
      const sent = await options.send(body);
      void message.success(t('auth.codeSent'));
      return sent.resendAfterSeconds;
    } catch (failure) {
      options.fail(failure);
      throw failure;
    }
  };
}
