import type { OAuthProvider } from '@heron/contract';
import { AppError } from '../../../http/app-error.js';
import {
  OutboundError,
  requestJson,
  type OutboundRequest,
} from '../../../adapters/http/outbound-json.js';

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

/** A JSON call to a provider; network, time and size failures become OAUTH_FAILED. */
export async function callProvider(
  provider: OAuthProvider,
  url: string,
  request?: OutboundRequest,
) {
  try {
    return await requestJson(url, request);
  } catch (error) {
    if (error instanceof OutboundError) providerFailed(provider, error.message, error);
    throw error;
  }
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
