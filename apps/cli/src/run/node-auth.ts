import type { DebugAuth } from '@heron/contract';
import {
  OAuthTokenError,
  prepareHopAuth,
  type HopAuth,
  type RequestHeader,
  type TokenDeps,
} from '@heron/engine';

/**
 * The auth kinds `heron run` completes as each request goes out (issue 22), with the engine's
 * code the server's sender uses (`prepareHopAuth`): Digest answers the server's 401 challenge
 * once, AWS Signature v4 signs every hop, OAuth 2.0 fetches a token (client credentials or
 * password grant) and renews it once when the API refuses a cached one. Bearer, Basic and API
 * key are already in the request.
 */

/** What cannot be sent with its auth, and why. */
export interface AuthRefusal {
  code: string;
  message: string;
}

/**
 * How `auth` is completed per hop; null when nothing is left to do. A token endpoint's refusal
 * and the authorization code grant (a browser sign-in, which a CI job has not) are refusals.
 */
export async function cliHopAuth(
  auth: DebugAuth,
  headers: RequestHeader[],
  tokens: TokenDeps,
): Promise<HopAuth | AuthRefusal | null> {
  // A typed Authorization header wins over the auth, as everywhere: it is then sent as typed.
  const isTyped = headers.some((h) => h.name.toLowerCase() === 'authorization');
  if (auth.type === 'oauth2' && auth.grant === 'authorization_code' && !isTyped) {
    return {
      code: 'AUTH_UNSUPPORTED',
      message:
        'heron run cannot sign in through a browser (authorization code): put the access token in a variable and use bearer auth, or run the scenario on a Heron server.',
    };
  }
  try {
    return await prepareHopAuth(auth, { headers }, { ...tokens, clock: () => new Date() });
  } catch (error) {
    if (!(error instanceof OAuthTokenError)) throw error;
    return { code: error.code, message: error.message };
  }
}

export function isRefusal(value: HopAuth | AuthRefusal | null): value is AuthRefusal {
  return value !== null && 'code' in value;
}
