export interface SendCodeSteps<Body> {
  /** Checks what the code needs (the address, and the agreement on sign-up), showing errors. */
  isValid(): boolean | Promise<boolean>;
  /** The request body from the form's current values, or undefined when it is not valid. */
  toBody(): Body | undefined;
  send(body: Body): Promise<{ resendAfterSeconds: number }>;
  /** Says the code is on its way. */
  notify(): void;
  fail(error: unknown): void;
  clearError(): void;
}

/**
 * The "Send code" action of every code form, antd's or not: validate first, send, confirm, and
 * hand the countdown its seconds. Resolves undefined when nothing was sent; rethrows a failed
 * send so the button does not start counting.
 */
export async function sendCode<Body>(steps: SendCodeSteps<Body>): Promise<number | undefined> {
  const isValid = await steps.isValid();
  const body = steps.toBody();
  if (!isValid || body === undefined) return undefined;
  steps.clearError();
  try {
    const sent = await steps.send(body);
    steps.notify();
    return sent.resendAfterSeconds;
  } catch (failure) {
    steps.fail(failure);
    throw failure;
  }
}
