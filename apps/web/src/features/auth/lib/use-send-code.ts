import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCode } from './send-code';

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

/** The "Send code" action of an antd code form (account settings); see `sendCode`. */
export function useSendCode<Body>(options: SendCodeOptions<Body>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return () =>
    sendCode({
      isValid: () =>
        options.form.validateFields(options.fields).then(
          () => true,
          () => false,
        ),
      toBody: () => options.toBody(options.form),
      send: options.send,
      notify: () => void message.success(t('auth.codeSent')),
      fail: options.fail,
      clearError: options.clearError,
    });
}
