import type { DebugAuth } from '@heron/contract';
import {
  digestAuthorization,
  pickDigestChallenge,
  signAwsV4,
  type RequestHeader,
} from '@heron/engine';

/**
 * The auth kinds `heron run` completes itself as each request goes out (issue 22), with the
 * engine's signers the server's sender uses: Digest answers the server's 401 challenge once,
 * AWS Signature v4 signs every hop. Bearer, Basic and API key are already in the request.
 */

/** One request on the wire: where it goes and the bytes of its body. */
export interface Hop {
  method: string;
  url: URL;
  headers: RequestHeader[];
  /** Null: no body, or one whose bytes are only known as it is sent (multipart). */
  body: Buffer | null;
}

export interface HopAuth {
  /** Headers added to the hop before it goes out. */
  headersFor(hop: Hop): RequestHeader[];
  /** Headers for one more try after an answer; null when the answer stands. */
  retry(hop: Hop, status: number, headers: RequestHeader[]): RequestHeader[] | null;
}

/** What cannot be sent with its auth, and why. */
export interface AuthRefusal {
  code: string;
  message: string;
}

/**
 * How `auth` is completed per hop; null when nothing is left to do (the resolver applied it, or
 * the person typed an Authorization header, which wins as in the debugger).
 */
export function hopAuthOf(
  auth: DebugAuth,
  headers: RequestHeader[],
  now: () => Date = () => new Date(),
): HopAuth | AuthRefusal | null {
  if (headers.some((h) => h.name.toLowerCase() === 'authorization')) return null;
  switch (auth.type) {
    case 'digest':
      return {
        headersFor: () => [],
        retry: (hop, status, answer) => {
          if (status !== 401) return null;
          const challenge = pickDigestChallenge(answer);
          if (challenge === null) return null;
          const value = digestAuthorization(challenge, {
            username: auth.username,
            password: auth.password,
            method: hop.method,
            uri: `${hop.url.pathname}${hop.url.search}`,
            body: hop.body,
          });
          return [{ name: 'Authorization', value }];
        },
      };
    case 'awsv4':
      return {
        headersFor: (hop) => signAwsV4(hop, auth, now()).headers,
        retry: () => null,
      };
    case 'oauth2':
      return {
        code: 'AUTH_UNSUPPORTED',
        message:
          'heron run cannot fetch OAuth 2.0 tokens yet; run the scenario on a Heron server, or set the token as a bearer {{variable}}.',
      };
    default:
      return null;
  }
}

export function isRefusal(value: HopAuth | AuthRefusal | null): value is AuthRefusal {
  return value !== null && 'code' in value;
}
