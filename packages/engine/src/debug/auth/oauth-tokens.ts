import type { RequestHeader } from '../resolved-request.js';
import {
  oauthTokenKey,
  type CachedOAuthToken,
  type OAuth2Auth,
  type OAuthToken,
  type OAuthTokenCache,
} from './oauth-token-cache.js';

/**
 * The token endpoint gave no token, or could not be asked: the sender reports it as AUTH_FAILED.
 * A `post` that failed for time or a cancel throws its own error, which passes through as is.
 */
export class OAuthTokenError extends Error {
  readonly code = 'AUTH_FAILED';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthTokenError';
  }
}

/** A failure of `post` that is the request's end, not the token endpoint's: time, a cancel. */
function isStopped(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'TIMEOUT' || code === 'CANCELLED';
}

/** The answer's text in the charset it names (UTF-8 when none, or one TextDecoder lacks). */
function answerText(body: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * OAuth 2.0 access tokens for the debugger (RFC 6749): the client credentials and password
 * grants fetched on demand, any grant's token reused from the cache while it lives and renewed
 * with its refresh token when it has expired. The token endpoint is reached through the same
 * guarded sender as the request itself (the caller hands in `post`).
 */

export interface TokenEndpointAnswer {
  status: number;
  body: Buffer;
  contentType: string;
}

/**
 * Posts a form to the token endpoint. Throws when no answer came (any HTTP
 * status is an answer).
 */
export type PostTokenForm = (
  url: string,
  form: [string, string][],
  headers: RequestHeader[],
) => Promise<TokenEndpointAnswer>;

export interface TokenDeps {
  post: PostTokenForm;
  cache?: OAuthTokenCache | undefined;
  /** Epoch milliseconds. */
  now: () => number;
}

export interface ObtainedToken {
  token: OAuthToken;
  expiresAt: number | null;
  /** Taken from the cache without asking the token endpoint. */
  isFromCache: boolean;
}

/** A token this close to its expiry is renewed first: it could expire on the way. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * A token for `auth`: the cached one while it lives; else renewed with its refresh token; else a
 * new one from the grant. `isStale` (the API refused the cached token) skips the cached one.
 */
export async function obtainOAuthToken(
  auth: OAuth2Auth,
  deps: TokenDeps,
  isStale = false,
): Promise<ObtainedToken> {
  if (auth.tokenUrl.trim() === '') {
    throw new OAuthTokenError('OAuth 2.0 needs a token URL.');
  }
  const key = oauthTokenKey(auth);
  const cached: CachedOAuthToken | undefined = await deps.cache?.get(key);
  const now = deps.now();
  if (
    cached &&
    !isStale &&
    (cached.expiresAt === null || cached.expiresAt - EXPIRY_MARGIN_MS > now)
  ) {
    return { ...cached, isFromCache: true };
  }
  let refreshFailure: OAuthTokenError | null = null;
  if (cached?.token.refreshToken) {
    try {
      const renewed = await requestToken(auth, deps, [
        ['grant_type', 'refresh_token'],
        ['refresh_token', cached.token.refreshToken],
        ...scopeField(auth),
      ]);
      // A refresh answer without a refresh token leaves the old one in force (RFC 6749 §6).
      if (!renewed.token.refreshToken) renewed.token.refreshToken = cached.token.refreshToken;
      await deps.cache?.set(key, renewed.token, renewed.expiresAt);
      return { ...renewed, isFromCache: false };
    } catch (error) {
      if (!(error instanceof OAuthTokenError)) throw error;
      // A refused refresh token: fall back to the grant itself where it needs no person.
      refreshFailure = error;
    }
  }
  let form: [string, string][];
  switch (auth.grant) {
    case 'client_credentials':
      form = [['grant_type', 'client_credentials'], ...scopeField(auth)];
      break;
    case 'password':
      form = [
        ['grant_type', 'password'],
        ['username', auth.username],
        ['password', auth.password],
        ...scopeField(auth),
      ];
      break;
    case 'authorization_code':
      throw (
        refreshFailure ??
        new OAuthTokenError(
          'There is no OAuth 2.0 access token yet: sign in to get one (authorization code).',
        )
      );
  }
  const fresh = await requestToken(auth, deps, form);
  await deps.cache?.set(key, fresh.token, fresh.expiresAt);
  return { ...fresh, isFromCache: false };
}

/**
 * One call to the token endpoint with the client's authentication (RFC 6749 §2.3.1): HTTP Basic
 * with the form-encoded id and secret, or both in the form; a client without a secret (a public
 * client) sends its id in the form either way.
 */
export async function requestToken(
  auth: OAuth2Auth,
  deps: TokenDeps,
  form: [string, string][],
): Promise<{ token: OAuthToken; expiresAt: number | null }> {
  const headers: RequestHeader[] = [{ name: 'Accept', value: 'application/json' }];
  const fields = [...form];
  if (auth.clientAuth === 'basic' && auth.clientSecret !== '') {
    const pair = `${formEncode(auth.clientId)}:${formEncode(auth.clientSecret)}`;
    headers.push({ name: 'Authorization', value: `Basic ${Buffer.from(pair).toString('base64')}` });
  } else {
    fields.push(['client_id', auth.clientId]);
    if (auth.clientSecret !== '') fields.push(['client_secret', auth.clientSecret]);
  }
  let answer: TokenEndpointAnswer;
  try {
    answer = await deps.post(auth.tokenUrl, fields, headers);
  } catch (error) {
    if (isStopped(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new OAuthTokenError(
      `Could not reach the OAuth 2.0 token endpoint ${auth.tokenUrl}: ${reason}`,
      { cause: error },
    );
  }
  return readTokenAnswer(answer, auth.tokenUrl, deps.now());
}

/** The token in a token endpoint's answer (JSON, or the form encoding some older servers use). */
export function readTokenAnswer(
  answer: TokenEndpointAnswer,
  tokenUrl: string,
  now: number,
): { token: OAuthToken; expiresAt: number | null } {
  const text = answerText(answer.body, answer.contentType);
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      fields = parsed as Record<string, unknown>;
    }
  } catch {
    if (/x-www-form-urlencoded/i.test(answer.contentType)) {
      fields = Object.fromEntries(new URLSearchParams(text));
    }
  }
  const accessToken = fields.access_token;
  if (answer.status < 200 || answer.status >= 300 || typeof accessToken !== 'string') {
    const error = typeof fields.error === 'string' ? fields.error : null;
    const description =
      typeof fields.error_description === 'string' ? fields.error_description : null;
    const why = error
      ? `${error}${description ? ` (${description})` : ''}`
      : answer.status >= 200 && answer.status < 300
        ? 'the answer holds no access_token'
        : `HTTP ${answer.status}`;
    throw new OAuthTokenError(`The OAuth 2.0 token endpoint ${tokenUrl} gave no token: ${why}.`);
  }
  const lifetime = Number(fields.expires_in);
  const token: OAuthToken = {
    accessToken,
    tokenType: typeof fields.token_type === 'string' ? fields.token_type : 'Bearer',
  };
  if (typeof fields.refresh_token === 'string') token.refreshToken = fields.refresh_token;
  if (typeof fields.scope === 'string') token.scope = fields.scope;
  return {
    token,
    expiresAt: Number.isFinite(lifetime) && lifetime > 0 ? now + lifetime * 1000 : null,
  };
}

function scopeField(auth: OAuth2Auth): [string, string][] {
  return auth.scope.trim() === '' ? [] : [['scope', auth.scope.trim()]];
}

/** application/x-www-form-urlencoded, as RFC 6749 §2.3.1 asks for the id and secret. */
function formEncode(text: string): string {
  return new URLSearchParams([['', text]]).toString().slice(1);
}
