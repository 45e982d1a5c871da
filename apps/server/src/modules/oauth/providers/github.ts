import type { OAuthConfig } from '../../../config.js';
import { pkceChallenge } from './google.js';
import {
  asRecord,
  callProvider,
  optionalString,
  providerFailed,
  type ProviderProfile,
  type RoundTrip,
  type SignInProvider,
} from './provider.js';

const API_HEADERS = { 'user-agent': 'Heron', 'x-github-api-version': '2022-11-28' };

/**
 * GitHub's OAuth app flow (plain OAuth 2, no OpenID): code with PKCE, then the person's profile
 * and verified primary email from the REST API with the access token.
 */
export function githubProvider(config: NonNullable<OAuthConfig['github']>): SignInProvider {
  return {
    id: 'github',
    async authorizationUrl(trip: RoundTrip) {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: trip.redirectUri,
        scope: 'read:user user:email',
        state: trip.state,
        code_challenge: pkceChallenge(trip.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async finish(code: string, trip: RoundTrip): Promise<ProviderProfile> {
      const token = await callProvider('github', config.tokenUrl, {
        form: {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: trip.redirectUri,
          code_verifier: trip.codeVerifier,
        },
      });
      // GitHub answers a refused code with 200 and an `error` field.
      const accessToken = optionalString(asRecord(token.body).access_token);
      if (token.status !== 200 || !accessToken) {
        providerFailed('github', `token endpoint refused: ${String(asRecord(token.body).error)}`);
      }
      const headers = { ...API_HEADERS, authorization: `Bearer ${accessToken}` };
      const user = await callProvider('github', `${config.apiUrl}/user`, { headers });
      const profile = asRecord(user.body);
      const id = profile.id;
      if (user.status !== 200 || (typeof id !== 'number' && typeof id !== 'string')) {
        providerFailed('github', `GET /user answered ${user.status}`);
      }
      const emails = await callProvider('github', `${config.apiUrl}/user/emails`, { headers });
      const primary = (Array.isArray(emails.body) ? emails.body : [])
        .map(asRecord)
        .find((entry) => entry.primary === true && entry.verified === true);
      const email = optionalString(primary?.email)?.toLowerCase() ?? null;
      return {
        subject: String(id),
        displayName: optionalString(profile.name) ?? optionalString(profile.login),
        email,
        emailVerified: email !== null,
        avatarUrl: optionalString(profile.avatar_url),
      };
    },
  };
}
