import type { OAuthProvider } from '@heron/contract';
import { AppError } from '../../../http/app-error.js';
import {
  createOutboundClient,
  OutboundError,
  type OutboundResponse,
} from '../../../adapters/outbound/index.js';

/** What a provider vouches for about the person who just signed in there. */
export interface ProviderProfile {
  /** Stable and unique within the provider: OIDC `sub`, GitHub user id, WeChat unionid. */
  subject: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  avatarUrl: string | null;
}

/** One round trip's secrets, made when it starts and needed to finish it. */
export interface RoundTrip {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface SignInProvider {
  id: OAuthProvider;
  /** The address the browser is sent to, to sign in at the provider. */
  authorizationUrl(trip: RoundTrip): Promise<string>;
  /** Trades the code the provider sent back for the verified profile. */
  finish(code: string, trip: RoundTrip): Promise<ProviderProfile>;
}

/** The provider said no or answered nonsense: the person sees OAUTH_FAILED, the log the reason. */
export function providerFailed(provider: OAuthProvider, detail: string, cause?: unknown): never {
  throw new AppError('OAUTH_FAILED', { detail: `${provider}: ${detail}`, cause });
}

/**
 * Sign-in providers' token, profile and key endpoints. They are the operator's configuration
 * (or named by the configured issuer's discovery document), not addresses people type, so they
 * are not under OUTBOUND_ADDRESS_POLICY: a self-hosted issuer on a private network works under
 * `public-only` too. A deadline and a cap still hold: a slow or hostile peer cannot hold a
 * sign-in open or fill memory. No redirects: an endpoint that moves is a configuration error.
 */
const providerClient = createOutboundClient({
  purpose: 'oauth',
  policy: 'open',
  deadlineMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 0,
});

export interface ProviderCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as `application/x-www-form-urlencoded` (a POST unless told). */
  form?: Record<string, string>;
}

/**
 * A JSON call to a provider, whatever the status; network, time, size, redirect and parse
 * failures become OAUTH_FAILED.
 */
export async function callProvider(
  provider: OAuthProvider,
  url: string,
  call: ProviderCall = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'Heron',
    ...call.headers,
  };
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  let answer: OutboundResponse;
  try {
    answer = await providerClient.request({
      method: call.method ?? (body ? 'POST' : 'GET'),
      url,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
  } catch (error) {
    if (error instanceof OutboundError) providerFailed(provider, error.message, error);
    throw error;
  }
  const host = new URL(url).host;
  if (answer.status >= 300 && answer.status < 400) {
    providerFailed(provider, `${host} answered with a redirect (${answer.status})`);
  }
  const text = answer.body.toString('utf8');
  try {
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  } catch (error) {
    providerFailed(provider, `answer of ${host} is not JSON`, error);
  }
}

/**
 * The same client as a `fetch` for jose's remote key set (`customFetch`), so the ID token's
 * signing keys are fetched under the same deadline and cap as every other provider call.
 */
export async function providerKeysFetch(
  url: string,
  init: { headers: Headers; signal: AbortSignal },
): Promise<Response> {
  const answer = await providerClient.request({
    url,
    headers: Object.fromEntries(init.headers),
    signal: init.signal,
  });
  return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
