import type { OAuth2Auth } from '@heron/engine';
import { debugRequestSchema, type DebugOAuthPayload, type FieldError } from '@heron/contract';
import { resolveRequest } from '@heron/engine';
import { AppError } from '../../../http/app-error.js';
import { loadSendingScope, type EnvironmentDeps } from '../../environments/index.js';
import { sendingScopes } from '../sending-scopes.js';

/**
 * An OAuth 2.0 auth as a send would see it: its `{{variables}}` resolved with the same scopes
 * (the environment, the project's variables and what scripts set this session), so the token a
 * sign-in caches sits under the key the sender looks up. Any fault is a 400 that says where.
 */

/** Placeholders: only the auth is of interest, and the engine resolves it with the request. */
const CARRIER = { method: 'GET', url: 'http://oauth.invalid/' } as const;

const URL_FIELDS = ['authorizationUrl', 'tokenUrl', 'redirectUri'] as const;

export async function resolveOAuthAuth(
  env: EnvironmentDeps,
  projectId: string,
  body: DebugOAuthPayload,
): Promise<OAuth2Auth> {
  if (body.auth.type !== 'oauth2') {
    throw invalid([{ pointer: '/auth/type', message: 'The auth must be OAuth 2.0 (oauth2).' }]);
  }
  const stored = await loadSendingScope(env, projectId, body.environmentId);
  const request = debugRequestSchema.parse({ ...CARRIER, auth: body.auth });
  const resolved = resolveRequest(request, sendingScopes(stored, body.session));
  if (resolved.unknownVariables.length > 0) {
    throw invalid(
      resolved.unknownVariables.map(({ name, where }) => ({
        pointer: `/${where}`,
        message: `Unknown variable {{${name}}}.`,
      })),
    );
  }
  return resolved.auth as OAuth2Auth;
}

/**
 * What a sign-in needs of a resolved auth: the authorization code grant (the other grants need
 * no browser) and http(s) addresses for the provider's pages.
 */
export function checkSignInAuth(auth: OAuth2Auth): void {
  if (auth.grant !== 'authorization_code') {
    throw invalid([
      {
        pointer: '/auth/grant',
        message: `Signing in needs the authorization_code grant, not ${auth.grant}.`,
      },
    ]);
  }
  const badUrls: Omit<FieldError, 'in'>[] = [];
  for (const field of URL_FIELDS) {
    // An empty redirect URI leaves it to the provider's registration.
    if (field === 'redirectUri' && auth.redirectUri.trim() === '') continue;
    if (!isHttpUrl(auth[field])) {
      badUrls.push({
        pointer: `/auth/${field}`,
        // The resolved value is not repeated: a variable may have put a secret in it.
        message: 'Not an http or https URL once its variables are resolved.',
      });
    }
  }
  if (badUrls.length > 0) throw invalid(badUrls);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function invalid(faults: Omit<FieldError, 'in'>[]): AppError {
  const errors: FieldError[] = faults.map((fault) => ({ in: 'body', ...fault }));
  return new AppError('VALIDATION_FAILED', {
    detail: errors.map((error) => `body${error.pointer}: ${error.message}`).join(' '),
    errors,
  });
}
