import type { DebugAuth } from '@heron/contract';
import type { RequestHeader, ResolvedRequest } from '../resolved-request.js';
import { signAwsV4 } from './aws-sigv4.js';
import { digestAuthorization, pickDigestChallenge } from './digest-auth.js';
import { obtainOAuthToken, type TokenDeps } from './oauth-tokens.js';

/** One hop as it goes out (a request, or one of its redirects), before its auth is added. */
export interface FramedHop {
  method: string;
  url: URL;
  headers: RequestHeader[];
  /** Null: no body, or one whose bytes are only known as it is sent. */
  body: Buffer | null;
}

/** What of an answer the auth reads to decide on one more try. */
export interface HopAnswerHead {
  status: number;
  headers: RequestHeader[];
}

/** Credentials that depend on the hop: a signature, a challenge's answer, a token. */
export interface HopAuth {
  /** Headers to add to the hop; a typed header of the same name is replaced. */
  headersFor(hop: FramedHop): RequestHeader[];
  /** After an answer: the headers to send the same hop again with, or null to keep the answer. */
  retry?(hop: FramedHop, answer: HopAnswerHead): Promise<RequestHeader[] | null>;
}

/**
 * The auth kinds the engine cannot apply on its own, made ready for the exchange: Digest needs
 * the server's challenge, AWS Signature v4 signs each hop as it goes out (clock, host, body),
 * OAuth 2.0 needs a token first. Bearer, Basic and API key are already in the request. An
 * Authorization header the person typed wins over all of them, as it does in the engine.
 */
export async function prepareHopAuth(
  auth: DebugAuth,
  request: Pick<ResolvedRequest, 'headers'>,
  deps: TokenDeps & { clock: () => Date },
): Promise<HopAuth | null> {
  if (request.headers.some((h) => h.name.toLowerCase() === 'authorization')) return null;
  switch (auth.type) {
    case 'digest':
      return {
        headersFor: () => [],
        retry: async (hop, answer) => {
          if (answer.status !== 401) return null;
          const challenge = pickDigestChallenge(answer.headers);
          if (challenge === null) return null;
          return [
            {
              name: 'Authorization',
              value: digestAuthorization(challenge, {
                username: auth.username,
                password: auth.password,
                method: hop.method,
                uri: `${hop.url.pathname}${hop.url.search}`,
                body: hop.body,
              }),
            },
          ];
        },
      };
    case 'awsv4':
      return {
        headersFor: (hop) => signAwsV4(hop, auth, deps.clock()).headers,
      };
    case 'oauth2': {
      let obtained = await obtainOAuthToken(auth, deps);
      const bearer = (): RequestHeader[] => [
        { name: 'Authorization', value: `Bearer ${obtained.token.accessToken}` },
      ];
      return {
        headersFor: bearer,
        // A cached token the API refuses (revoked, expired early) is replaced once.
        retry: async (_hop, answer) => {
          if (answer.status !== 401 || !obtained.isFromCache) return null;
          obtained = await obtainOAuthToken(auth, deps, true);
          return bearer();
        },
      };
    }
    default:
      return null;
  }
}
