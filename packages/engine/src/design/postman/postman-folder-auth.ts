import { debugAuthSchema, type DebugAuth } from '@heron/contract';
import { deepEqual, isRecord } from '../import/import-context.js';
import { authSettings, isInheritAuth, isNoAuth, normaliseAuth } from './postman-auth.js';
import type { PostmanAuth } from './postman-auth.js';

/**
 * A Postman folder's auth ↔ a Heron folder's auth (issue 6). The debugger uses a folder's auth
 * as written, `{{variables}}` and all, so a Postman folder's auth maps onto it setting by setting.
 * A Postman auth Heron cannot send (OAuth 1.0, Hawk, NTLM, an implicit OAuth 2.0 flow …) gives
 * null: the folder then inherits, and the auth stays in the folder's `x-postman-auth`.
 */

const GRANTS: Record<
  string,
  { grant: 'authorization_code' | 'client_credentials' | 'password'; usePkce?: boolean }
> = {
  // Postman's default grant is the authorization code.
  '': { grant: 'authorization_code', usePkce: false },
  authorization_code: { grant: 'authorization_code', usePkce: false },
  authorization_code_with_pkce: { grant: 'authorization_code', usePkce: true },
  client_credentials: { grant: 'client_credentials' },
  password_credentials: { grant: 'password' },
};

/** The Heron auth for a Postman auth; `inherit` for none given, null when Heron has no match. */
export function folderAuthFromPostman(auth: unknown): DebugAuth | null {
  if (isInheritAuth(auth)) return { type: 'inherit' };
  if (isNoAuth(auth)) return { type: 'none' };
  const normalised = isRecord(auth) ? normaliseAuth(auth) : null;
  if (normalised === null) return null;
  const settings = authSettings(normalised);
  const text = (key: string) => {
    const value = settings.get(key);
    return typeof value === 'string' ? value : '';
  };
  let mapped: unknown = null;
  switch (normalised.type) {
    case 'bearer':
      mapped = { type: 'bearer', token: text('token') };
      break;
    case 'basic':
    case 'digest':
      mapped = { type: normalised.type, username: text('username'), password: text('password') };
      break;
    case 'apikey':
      mapped = {
        type: 'apiKey',
        // Postman leaves the name empty until one is typed; the contract needs one.
        key: text('key') || 'X-API-Key',
        value: text('value'),
        in: text('in') === 'query' ? 'query' : 'header',
      };
      break;
    case 'oauth2':
      mapped = oauth2FromPostman(text);
      break;
    case 'awsv4':
      mapped = {
        type: 'awsv4',
        accessKeyId: text('accessKey'),
        secretAccessKey: text('secretKey'),
        sessionToken: text('sessionToken'),
        region: text('region'),
        service: text('service'),
      };
      break;
  }
  const checked = debugAuthSchema.safeParse(mapped);
  return checked.success ? checked.data : null;
}

function oauth2FromPostman(text: (key: string) => string): unknown {
  const tokenUrl = text('accessTokenUrl');
  // A token obtained in Postman and no way to get another: it is a bearer token.
  if (tokenUrl === '') {
    const token = text('accessToken');
    return token === '' ? null : { type: 'bearer', token };
  }
  const grant = GRANTS[text('grant_type')];
  if (grant === undefined) return null;
  return {
    type: 'oauth2',
    grant: grant.grant,
    tokenUrl,
    authorizationUrl: text('authUrl'),
    redirectUri: text('redirect_uri'),
    clientId: text('clientId'),
    clientSecret: text('clientSecret'),
    scope: text('scope'),
    username: text('username'),
    password: text('password'),
    usePkce: grant.usePkce ?? true,
    clientAuth: text('client_authentication') === 'body' ? 'body' : 'basic',
  };
}

/** The Postman auth for a Heron folder auth; undefined for `inherit` (Postman's default). */
export function postmanAuthOfFolder(auth: DebugAuth): PostmanAuth | undefined {
  const written = (type: string, pairs: Array<[string, string]>): PostmanAuth => ({
    type,
    [type]: pairs.map(([key, value]) => ({ key, value, type: 'string' })),
  });
  switch (auth.type) {
    case 'inherit':
      return undefined;
    case 'none':
      return { type: 'noauth' };
    case 'bearer':
      return written('bearer', [['token', auth.token]]);
    case 'basic':
    case 'digest':
      return written(auth.type, [
        ['username', auth.username],
        ['password', auth.password],
      ]);
    case 'apiKey':
      return written('apikey', [
        ['key', auth.key],
        ['value', auth.value],
        ['in', auth.in],
      ]);
    case 'oauth2': {
      const grant =
        auth.grant === 'password'
          ? 'password_credentials'
          : auth.grant === 'authorization_code' && auth.usePkce
            ? 'authorization_code_with_pkce'
            : auth.grant;
      return written('oauth2', [
        ['grant_type', grant],
        ['accessTokenUrl', auth.tokenUrl],
        ['authUrl', auth.authorizationUrl],
        ['redirect_uri', auth.redirectUri],
        ['clientId', auth.clientId],
        ['clientSecret', auth.clientSecret],
        ['scope', auth.scope],
        ['username', auth.username],
        ['password', auth.password],
        ['client_authentication', auth.clientAuth === 'body' ? 'body' : 'header'],
      ]);
    }
    case 'awsv4':
      return written('awsv4', [
        ['accessKey', auth.accessKeyId],
        ['secretKey', auth.secretAccessKey],
        ['sessionToken', auth.sessionToken],
        ['region', auth.region],
        ['service', auth.service],
      ]);
  }
}

/**
 * What an exported folder's `auth` is: the Postman auth it was imported from while the folder's
 * auth still says the same (so every Postman setting comes back exactly), else its auth written
 * anew. Undefined: the folder writes no auth (it inherits). A bundle that did not pass the
 * contract may have no auth: that inherits too.
 */
export function exportedFolderAuth(given: DebugAuth | undefined, kept: unknown): unknown {
  const auth = given ?? { type: 'inherit' };
  if (kept !== undefined) {
    const fromKept = folderAuthFromPostman(kept) ?? { type: 'inherit' };
    if (deepEqual(fromKept, auth)) return kept;
  }
  return postmanAuthOfFolder(auth);
}
