import { createHash } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { OAuthClientConfig } from '../../../config.js';
import {
  asRecord,
  callProvider,
  optionalString,
  providerFailed,
  providerKeysFetch,
  type ProviderProfile,
  type RoundTrip,
  type SignInProvider,
} from './provider.js';

interface Discovery {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: JWTVerifyGetKey;
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Google through OpenID Connect: endpoints from the issuer's discovery document, the code flow
 * with PKCE (S256) and a nonce, and an ID token verified against the issuer's published keys
 * (signature, issuer, audience, expiry, nonce). Any OIDC issuer works the same way, which is how
 * the tests run it against a provider on loopback.
 */
export function googleProvider(config: OAuthClientConfig & { issuer: string }): SignInProvider {
  let discovery: Promise<Discovery> | undefined;
  const discover = () => {
    discovery ??= (async () => {
      const { status, body } = await callProvider(
        'google',
        `${config.issuer}/.well-known/openid-configuration`,
      );
      const doc = asRecord(body);
      const authorizationEndpoint = optionalString(doc.authorization_endpoint);
      const tokenEndpoint = optionalString(doc.token_endpoint);
      const jwksUri = optionalString(doc.jwks_uri);
      if (status !== 200 || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
        providerFailed('google', `discovery answered ${status} without the endpoints`);
      }
      return {
        authorizationEndpoint,
        tokenEndpoint,
        keys: createRemoteJWKSet(new URL(jwksUri), {
          timeoutDuration: 10_000,
          [customFetch]: providerKeysFetch,
        }),
      };
    })();
    // A failed discovery is tried again next time rather than remembered.
    discovery.catch(() => (discovery = undefined));
    return discovery;
  };

  return {
    id: 'google',
    async authorizationUrl(trip: RoundTrip) {
      const { authorizationEndpoint } = await discover();
      const url = new URL(authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: trip.redirectUri,
        scope: 'openid email profile',
        state: trip.state,
        nonce: trip.nonce,
        code_challenge: pkceChallenge(trip.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async finish(code: string, trip: RoundTrip): Promise<ProviderProfile> {
      const { tokenEndpoint, keys } = await discover();
      const { status, body } = await callProvider('google', tokenEndpoint, {
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: trip.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: trip.codeVerifier,
        },
      });
      const idToken = optionalString(asRecord(body).id_token);
      if (status !== 200 || !idToken) {
        providerFailed(
          'google',
          `token endpoint answered ${status}: ${String(asRecord(body).error)}`,
        );
      }
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keys, {
          issuer: config.issuer,
          audience: config.clientId,
        }));
      } catch (error) {
        providerFailed('google', 'the ID token does not verify', error);
      }
      if (claims.nonce !== trip.nonce)
        providerFailed('google', 'the ID token nonce does not match');
      const subject = optionalString(claims.sub);
      if (!subject) providerFailed('google', 'the ID token has no subject');
      const email = optionalString(claims.email)?.toLowerCase() ?? null;
      return {
        subject,
        displayName: optionalString(claims.name) ?? email,
        email,
        emailVerified: claims.email_verified === true,
        avatarUrl: optionalString(claims.picture),
      };
    },
  };
}
