/**
 * How the callback page tells the debugger that opened it how the sign-in ended: a message to
 * `window.opener` (same origin only), and the same on a BroadcastChannel, because the opener is
 * usually gone: Heron's pages (and many providers') send Cross-Origin-Opener-Policy, which cuts a
 * popup off from its opener when it goes to another origin and back. The `state` names the
 * sign-in, so an editor only takes the answer to its own.
 */

/** Where Heron's own callback page is; the default redirect URI of a sign-in. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

export const SIGN_IN_MESSAGE_TYPE = 'heron:debug-oauth-sign-in';
export const SIGN_IN_CHANNEL = 'heron-debug-oauth-sign-in';

export type SignInOutcome =
  | { ok: true; expiresAt: string | null }
  /** `message` is ready to show: the provider's or token endpoint's words, or our translation. */
  | { ok: false; code: string; message: string };

export interface SignInMessage {
  type: typeof SIGN_IN_MESSAGE_TYPE;
  state: string;
  outcome: SignInOutcome;
}

/** The callback address to register at a provider, on this origin. */
export function defaultRedirectUri(): string {
  return `${window.location.origin}${OAUTH_CALLBACK_PATH}`;
}

export function isSignInMessage(data: unknown): data is SignInMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<SignInMessage>;
  return (
    message.type === SIGN_IN_MESSAGE_TYPE &&
    typeof message.state === 'string' &&
    typeof message.outcome === 'object' &&
    message.outcome !== null &&
    typeof message.outcome.ok === 'boolean'
  );
}

/** Tells the opener (and any same-origin tab listening) how the sign-in of `state` ended. */
export function announceSignIn(state: string, outcome: SignInOutcome): void {
  const message: SignInMessage = { type: SIGN_IN_MESSAGE_TYPE, state, outcome };
  const opener = window.opener as Window | null;
  // The target origin is ours: a page of another origin that opened this one hears nothing.
  opener?.postMessage(message, window.location.origin);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}

/**
 * Calls `onOutcome` once, with the first answer for `state` (by message or by channel). Returns
 * the function that stops listening.
 */
export function listenForSignIn(
  state: string,
  onOutcome: (outcome: SignInOutcome) => void,
): () => void {
  let isDone = false;
  const take = (data: unknown) => {
    if (isDone || !isSignInMessage(data) || data.state !== state) return;
    isDone = true;
    stop();
    onOutcome(data.outcome);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) take(event.data);
  };
  window.addEventListener('message', onMessage);
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_IN_CHANNEL);
  if (channel) channel.onmessage = (event: MessageEvent) => take(event.data);
  function stop() {
    window.removeEventListener('message', onMessage);
    channel?.close();
  }
  return stop;
}
