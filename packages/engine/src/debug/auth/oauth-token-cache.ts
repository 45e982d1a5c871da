import { createHash } from 'node:crypto';
import type { DebugAuth } from '@heron/contract';

/**
 * Where OAuth 2.0 access tokens are kept between sends, so a second request does not fetch a
 * new token. The cache the sender is given decides whose tokens these are: give each Heron user
 * (or each shared environment) a cache of its own. The key already separates clients, scopes,
 * grants, resource owners and secrets, but an authorization-code token carries no name of the
 * person who signed in.
 */

export interface OAuthToken {
  accessToken: string;
  /** As the token endpoint said (`Bearer` nearly always). */
  tokenType: string;
  refreshToken?: string;
  /** The scope granted, when the token endpoint said. */
  scope?: string;
}

export interface CachedOAuthToken {
  token: OAuthToken;
  /** Epoch milliseconds; null when the token endpoint gave no lifetime. */
  expiresAt: number | null;
}

export interface OAuthTokenCache {
  get(key: string): CachedOAuthToken | undefined | Promise<CachedOAuthToken | undefined>;
  /** Also replaces a token that stopped working. */
  set(key: string, token: OAuthToken, expiresAt: number | null): void | Promise<void>;
  /** Forgets a token (the person cleared it). */
  delete(key: string): void | Promise<void>;
}

export type OAuth2Auth = Extract<DebugAuth, { type: 'oauth2' }>;

/**
 * The cache key of a token: token URL, client id, scope and grant, as the person sees them, and a
 * hash of the secrets (client secret, username, password), so two people who share a client id
 * but not its secret, or two resource owners of one client, never share a token.
 */
export function oauthTokenKey(auth: OAuth2Auth): string {
  const secrets = createHash('sha256')
    .update([auth.clientSecret, auth.username, auth.password].join('\u0000'))
    .digest('base64url')
    .slice(0, 22);
  return [auth.grant, auth.tokenUrl, auth.clientId, auth.scope, secrets].join(' ');
}

/** A process-wide map, oldest entries dropped past `maxEntries`. */
export class MemoryOAuthTokenCache implements OAuthTokenCache {
  readonly #entries = new Map<string, CachedOAuthToken>();
  readonly #maxEntries: number;

  constructor(maxEntries = 1000) {
    this.#maxEntries = maxEntries;
  }

  get(key: string): CachedOAuthToken | undefined {
    return this.#entries.get(key);
  }

  set(key: string, token: OAuthToken, expiresAt: number | null): void {
    this.#entries.delete(key);
    this.#entries.set(key, { token, expiresAt });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
