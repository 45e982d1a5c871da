import { isRecord } from '../import/import-context.js';

/**
 * Postman auth ↔ OpenAPI security schemes. A Postman auth becomes a security scheme that keeps the
 * whole Postman auth (normalised to the v2.1 list form) in `x-postman-auth`, so the debugger can
 * use its settings and the exporter can write it back exactly. Auths with equal settings share one
 * scheme; each new one gets a name from its type (`bearerAuth`, `bearerAuth2` …).
 */

/** A Postman auth in the v2.1 form: `{ type, [type]: [{ key, value, type }] }`. */
export type PostmanAuth = Record<string, unknown> & { type: string };

/** The field an exported auth carries so a re-import gives its scheme the same name. */
export const SCHEME_NAME_FIELD = 'x-heron-scheme';

/** What `auth.type` can be for "use the parent's" and "none". */
export function isInheritAuth(auth: unknown): boolean {
  return auth === undefined || auth === null || (isRecord(auth) && auth.type === 'inherit');
}
export function isNoAuth(auth: unknown): boolean {
  return isRecord(auth) && auth.type === 'noauth';
}

/**
 * v2.0 wrote an auth's settings as an object (`basic: {username, password}`), v2.1 as a list of
 * `{key, value, type}`. One form is kept so the same auth always compares and exports the same.
 */
export function normaliseAuth(auth: Record<string, unknown>): PostmanAuth | null {
  const type = auth.type;
  if (typeof type !== 'string' || type === '') return null;
  const result: PostmanAuth = { type };
  const settings = auth[type];
  if (Array.isArray(settings)) {
    result[type] = settings.filter((entry) => isRecord(entry) && typeof entry.key === 'string');
  } else if (isRecord(settings)) {
    result[type] = Object.entries(settings).map(([key, value]) => ({
      key,
      value,
      type: typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : 'any',
    }));
  }
  for (const [key, value] of Object.entries(auth)) {
    if (key !== 'type' && key !== type && key !== SCHEME_NAME_FIELD) result[key] = value;
  }
  return result;
}

/** The settings of an auth as a map (`username` → `postman`). */
export function authSettings(auth: PostmanAuth): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  const list = auth[auth.type];
  if (Array.isArray(list)) {
    for (const entry of list) {
      if (isRecord(entry) && typeof entry.key === 'string' && !settings.has(entry.key)) {
        settings.set(entry.key, entry.value);
      }
    }
  }
  return settings;
}

/** Auth types with no OpenAPI equivalent: kept whole, reported as unsupported. */
const SIGNED_AUTH_TYPES = new Set([
  'oauth1',
  'hawk',
  'awsv4',
  'ntlm',
  'akamai',
  'edgegrid',
  'asap',
  'jwt',
]);

const BASE_NAMES: Record<string, string> = {
  basic: 'basicAuth',
  bearer: 'bearerAuth',
  digest: 'digestAuth',
  apikey: 'apiKeyAuth',
  oauth2: 'oauth2',
  oauth1: 'oauth1',
};

export interface SchemeFromAuth {
  scheme: Record<string, unknown>;
  /** Set when the auth has no OpenAPI equivalent. */
  unsupportedReason?: string;
}

/** An OpenAPI security scheme for a Postman auth (which it keeps in `x-postman-auth`). */
export function schemeFromAuth(auth: PostmanAuth): SchemeFromAuth {
  const settings = authSettings(auth);
  const text = (key: string) => {
    const value = settings.get(key);
    return typeof value === 'string' ? value : '';
  };
  const keep = { 'x-postman-auth': auth };
  switch (auth.type) {
    case 'basic':
    case 'digest':
    case 'bearer':
      return { scheme: { type: 'http', scheme: auth.type, ...keep } };
    case 'apikey': {
      const name = text('key') || 'X-API-Key';
      const where = text('in') === 'query' ? 'query' : 'header';
      return { scheme: { type: 'apiKey', name, in: where, ...keep } };
    }
    case 'oauth2':
      return { scheme: { ...oauth2Scheme(text), ...keep } };
  }
  const reason = SIGNED_AUTH_TYPES.has(auth.type)
    ? `Postman "${auth.type}" auth has no OpenAPI equivalent; it is kept with its settings (x-postman-auth) as an HTTP "${auth.type === 'oauth1' ? 'oauth' : auth.type}" scheme.`
    : `Postman auth type "${auth.type}" is not known; it is kept with its settings (x-postman-auth).`;
  return {
    scheme: { type: 'http', scheme: auth.type === 'oauth1' ? 'oauth' : auth.type, ...keep },
    unsupportedReason: reason,
  };
}

function oauth2Scheme(text: (key: string) => string): Record<string, unknown> {
  const authorizationUrl = text('authUrl');
  const tokenUrl = text('accessTokenUrl');
  const scopes = Object.fromEntries(
    text('scope')
      .split(/\s+/)
      .filter((scope) => scope !== '')
      .map((scope) => [scope, '']),
  );
  const grant = text('grant_type');
  let flows: Record<string, unknown> | null = null;
  if ((grant === '' || grant.startsWith('authorization_code')) && authorizationUrl && tokenUrl) {
    flows = { authorizationCode: { authorizationUrl, tokenUrl, scopes } };
  } else if (grant === 'implicit' && authorizationUrl) {
    flows = { implicit: { authorizationUrl, scopes } };
  } else if (grant === 'password_credentials' && tokenUrl) {
    flows = { password: { tokenUrl, scopes } };
  } else if (grant === 'client_credentials' && tokenUrl) {
    flows = { clientCredentials: { tokenUrl, scopes } };
  }
  // Without the URLs a flow needs, the token is all there is to describe: a bearer token.
  if (flows === null) {
    return { type: 'http', scheme: 'bearer', description: 'OAuth 2.0 access token.' };
  }
  return { type: 'oauth2', flows };
}

/** A stable text of an auth, so two requests with the same settings share one scheme. */
export function authIdentity(auth: PostmanAuth): string {
  return canonicalJson(auth);
}

/** Security schemes found while reading a collection, named and shared. */
export class SchemeRegistry {
  readonly schemes = new Map<string, Record<string, unknown>>();
  /** Scheme name → identity of its auth, and the first name given to each identity. */
  private readonly identityOf = new Map<string, string>();
  private readonly firstNameOf = new Map<string, string>();

  /**
   * The scheme name for an auth, registering it on first sight. An auth that names its scheme
   * (written by our exporter) gets that name when it is free or holds the same settings.
   */
  register(
    auth: PostmanAuth,
    preferredName: string | undefined,
  ): { name: string; unsupportedReason?: string } {
    const identity = authIdentity(auth);
    if (preferredName !== undefined && this.identityOf.get(preferredName) === identity) {
      return { name: preferredName };
    }
    const known = this.firstNameOf.get(identity);
    if (preferredName === undefined && known !== undefined) return { name: known };
    const { scheme, unsupportedReason } = schemeFromAuth(auth);
    let name = preferredName && !this.schemes.has(preferredName) ? preferredName : '';
    if (name === '') {
      const base =
        BASE_NAMES[auth.type] ?? `${auth.type.replace(/[^A-Za-z0-9_.-]/g, '') || 'custom'}Auth`;
      name = base;
      for (let n = 2; this.schemes.has(name); n += 1) name = `${base}${n}`;
    }
    this.schemes.set(name, scheme);
    this.identityOf.set(name, identity);
    if (!this.firstNameOf.has(identity)) this.firstNameOf.set(identity, name);
    return unsupportedReason === undefined ? { name } : { name, unsupportedReason };
  }
}

/**
 * The Postman auth to export for a security scheme: the one it was imported from, else one
 * written from the scheme (credentials left as `{{variables}}`), else null when Postman has no
 * such auth (the x-heron extension then keeps the scheme).
 */
export function authForScheme(name: string, scheme: Record<string, unknown>): PostmanAuth | null {
  const kept = scheme['x-postman-auth'];
  if (isRecord(kept) && typeof kept.type === 'string') {
    const auth = normaliseAuth(kept);
    return auth === null ? null : { ...auth, [SCHEME_NAME_FIELD]: name };
  }
  const entries = (pairs: Array<[string, string]>) =>
    pairs.map(([key, value]) => ({ key, value, type: 'string' }));
  const named = (auth: PostmanAuth): PostmanAuth => ({ ...auth, [SCHEME_NAME_FIELD]: name });
  const type = scheme.type;
  const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
  if (type === 'http' && httpScheme === 'basic') {
    return named({
      type: 'basic',
      basic: entries([
        ['username', '{{username}}'],
        ['password', '{{password}}'],
      ]),
    });
  }
  if (type === 'http' && httpScheme === 'bearer') {
    return named({ type: 'bearer', bearer: entries([['token', '{{token}}']]) });
  }
  if (type === 'http' && httpScheme === 'digest') {
    return named({
      type: 'digest',
      digest: entries([
        ['username', '{{username}}'],
        ['password', '{{password}}'],
      ]),
    });
  }
  if (type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query')) {
    return named({
      type: 'apikey',
      apikey: entries([
        ['key', typeof scheme.name === 'string' ? scheme.name : 'X-API-Key'],
        ['value', '{{apiKey}}'],
        ['in', scheme.in],
      ]),
    });
  }
  if (type === 'oauth2' && isRecord(scheme.flows)) {
    const flows = scheme.flows;
    const pairs: Array<[string, string]> = [['addTokenTo', 'header']];
    const flow = (['authorizationCode', 'implicit', 'password', 'clientCredentials'] as const).find(
      (key) => isRecord(flows[key]),
    );
    if (flow !== undefined) {
      const settings = flows[flow] as Record<string, unknown>;
      const grant = {
        authorizationCode: 'authorization_code',
        implicit: 'implicit',
        password: 'password_credentials',
        clientCredentials: 'client_credentials',
      }[flow];
      pairs.push(['grant_type', grant]);
      if (typeof settings.authorizationUrl === 'string') {
        pairs.push(['authUrl', settings.authorizationUrl]);
      }
      if (typeof settings.tokenUrl === 'string') pairs.push(['accessTokenUrl', settings.tokenUrl]);
      if (isRecord(settings.scopes)) pairs.push(['scope', Object.keys(settings.scopes).join(' ')]);
    }
    return named({ type: 'oauth2', oauth2: entries(pairs) });
  }
  return null;
}

/** JSON with object keys sorted, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}
