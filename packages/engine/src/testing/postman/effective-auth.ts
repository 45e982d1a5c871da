import type { DebugAuth } from '@heron/contract';
import { isRecord } from '../../design/import/import-context.js';
import {
  authSettings,
  isInheritAuth,
  isNoAuth,
  normaliseAuth,
} from '../../design/postman/postman-auth.js';
import { folderAuthFromPostman } from '../../design/postman/postman-folder-auth.js';

export interface EffectiveAuth {
  /** Never `inherit`: a run sends what the chain decided. */
  auth: DebugAuth;
  /** Why the auth could not be kept, as the end of a sentence; absent when it was. */
  problem?: string;
}

/**
 * The auth newman sends a request with. `chain` runs from the request outwards: the request's
 * auth, each folder's from the nearest, the collection's. The first that is not `inherit` (or
 * missing) decides; `noauth` there means none, and nothing at all means none too.
 */
export function effectiveAuth(chain: readonly unknown[]): EffectiveAuth {
  const decided = chain.find((auth) => !isInheritAuth(auth));
  if (decided === undefined || isNoAuth(decided)) return { auth: { type: 'none' } };
  return authFromPostman(decided);
}

function authFromPostman(auth: unknown): EffectiveAuth {
  const normalised = isRecord(auth) ? normaliseAuth(auth) : null;
  if (normalised === null) {
    return { auth: { type: 'none' }, problem: 'its auth has no type; it is sent without auth' };
  }
  // newman never runs an OAuth 2.0 flow: it sends the token Postman stored, or nothing.
  if (normalised.type === 'oauth2') return { auth: storedOAuth2Token(authSettings(normalised)) };
  const mapped = folderAuthFromPostman(normalised);
  if (mapped === null || mapped.type === 'inherit') {
    return {
      auth: { type: 'none' },
      problem: `Heron cannot send its "${normalised.type}" auth; it is sent without auth`,
    };
  }
  return { auth: mapped };
}

/**
 * The access token an OAuth 2.0 auth holds, where Postman puts it: in the query as
 * `access_token`, or in the Authorization header after its prefix (`Bearer` by default).
 */
function storedOAuth2Token(settings: Map<string, unknown>): DebugAuth {
  const text = (key: string) => {
    const value = settings.get(key);
    return typeof value === 'string' ? value : '';
  };
  const token = text('accessToken');
  if (token === '') return { type: 'none' };
  if (text('addTokenTo') === 'queryParams') {
    return { type: 'apiKey', key: 'access_token', value: token, in: 'query' };
  }
  const prefix = text('headerPrefix').trim();
  if (prefix === '' || prefix.toLowerCase() === 'bearer') return { type: 'bearer', token };
  return { type: 'apiKey', key: 'Authorization', value: `${prefix} ${token}`, in: 'header' };
}
