import { createHash, randomBytes } from 'node:crypto';
import type {
  AddressCheck,
  HostResolver,
  OutboundAddressPolicy,
} from '../../../adapters/outbound/index.js';
import { createSendContext } from './send-context.js';
import { classifyError } from './send-errors.js';
import type { SendErrorCode } from './sent-exchange.js';
import {
  oauthTokenKey,
  type OAuth2Auth,
  type OAuthToken,
  type OAuthTokenCache,
} from '@heron/engine';
import { requestToken } from '@heron/engine';
import { tokenPoster } from './token-poster.js';

/**
 * The authorization code grant with PKCE (RFC 6749 §4.1, RFC 7636), in the two pieces a
 * callback route needs: the address to send the person's browser to (with a fresh `state` and
 * code verifier the route keeps until the browser comes back), and the exchange of the code the
 * browser brings back for a token, which is then cached where the sender finds it.
 */

export interface AuthorizationRequest {
  /** Where the browser goes to sign in and consent. */
  url: string;
  /** Compare with the `state` the callback receives: a different one is a forged callback. */
  state: string;
  /** Keep it (server side) until the callback; the token request proves it. */
  codeVerifier: string;
}

export type AuthorizationStart =
  ({ ok: true } & AuthorizationRequest) | { ok: false; message: string };

/** 32 random bytes: the 43-character verifier RFC 7636 §4.1 recommends. */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createAuthorizationRequest(
  auth: OAuth2Auth,
  fixed: { state?: string; codeVerifier?: string } = {},
): AuthorizationStart {
  let url: URL;
  try {
    url = new URL(auth.authorizationUrl);
  } catch {
    return { ok: false, message: 'OAuth 2.0 needs an authorization URL (http or https).' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The OAuth 2.0 authorization URL must be http or https.' };
  }
  const state = fixed.state ?? randomBytes(16).toString('base64url');
  const codeVerifier = fixed.codeVerifier ?? createCodeVerifier();
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', auth.clientId);
  if (auth.redirectUri !== '') params.set('redirect_uri', auth.redirectUri);
  if (auth.scope.trim() !== '') params.set('scope', auth.scope.trim());
  params.set('state', state);
  if (auth.usePkce) {
    params.set('code_challenge', codeChallengeS256(codeVerifier));
    params.set('code_challenge_method', 'S256');
  }
  return { ok: true, url: url.href, state, codeVerifier };
}

export interface CodeExchangeOptions {
  policy: OutboundAddressPolicy | AddressCheck;
  resolve?: HostResolver;
  verifyTls?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The cache the sender will read the token from. */
  oauthTokens?: OAuthTokenCache;
  now?: () => Date;
}

export type CodeExchange =
  | { ok: true; token: OAuthToken; expiresAt: number | null }
  | { ok: false; error: { code: SendErrorCode; message: string } };

/** Trades the code the callback received for a token, and caches it under the auth's key. */
export async function exchangeAuthorizationCode(
  auth: OAuth2Auth,
  callback: { code: string; codeVerifier: string },
  options: CodeExchangeOptions,
): Promise<CodeExchange> {
  const context = createSendContext(options);
  const now = () => (options.now ? options.now() : new Date()).getTime();
  try {
    const form: [string, string][] = [
      ['grant_type', 'authorization_code'],
      ['code', callback.code],
    ];
    if (auth.redirectUri !== '') form.push(['redirect_uri', auth.redirectUri]);
    if (auth.usePkce) form.push(['code_verifier', callback.codeVerifier]);
    const { token, expiresAt } = await requestToken(
      auth,
      { post: tokenPoster(context), cache: options.oauthTokens, now },
      form,
    );
    await options.oauthTokens?.set(oauthTokenKey(auth), token, expiresAt);
    return { ok: true, token, expiresAt };
  } catch (error) {
    const failure = classifyError(error, context, null);
    return { ok: false, error: { code: failure.code, message: failure.message } };
  }
}
