import type { DebugAuth } from '@heron/contract';
import type { ResolvedRequest } from './resolved-request.js';
import { lookupVariable, type VariableScopes } from './variables.js';

/**
 * Generated code shows secrets as placeholders (issue 21): `<name>` where a value goes that the
 * code does not carry. Angle brackets rather than `{{name}}`: a `{{…}}` reads as a Heron variable
 * that something will fill in, and curl takes braces in a URL as a pattern; `<token>` is what
 * API documentation writes for "put yours here".
 *
 * What is always a placeholder: a secret variable (`<name>`), whose value never leaves the
 * server. What is a placeholder until the person reveals it: the auth's credentials, the
 * variables the design's security reads them from, and the private mock's token.
 */

export function codePlaceholder(name: string): string {
  return `<${name}>`;
}

/** The private mock's token in code that does not reveal it. */
export const MOCK_TOKEN_PLACEHOLDER = codePlaceholder('mock-token');

/** Which auth fields hold a credential, and the placeholder each shows as. */
const CREDENTIAL_FIELDS: Record<string, Record<string, string>> = {
  bearer: { token: 'token' },
  basic: { password: 'password' },
  apiKey: { value: 'api-key' },
  digest: { password: 'password' },
  oauth2: { clientSecret: 'client-secret', password: 'password' },
  awsv4: { secretAccessKey: 'secret-access-key', sessionToken: 'session-token' },
};

/** The auth with each credential that has a value replaced by its placeholder. */
export function hideAuthCredentials(auth: DebugAuth): DebugAuth {
  const fields = CREDENTIAL_FIELDS[auth.type];
  if (!fields) return auth;
  const out: Record<string, unknown> = { ...auth };
  for (const [field, name] of Object.entries(fields)) {
    if (typeof out[field] === 'string' && out[field] !== '') out[field] = codePlaceholder(name);
  }
  return out as DebugAuth;
}

/**
 * The scopes with the named variables reading as their placeholders. A name in `anyScope` is
 * replaced where it is defined (the innermost scope that has it); one no scope defines stays
 * unknown, so the person still sees that it is missing.
 */
export function withPlaceholderVariables(
  scopes: VariableScopes,
  names: {
    environment?: readonly string[];
    collection?: readonly string[];
    anyScope?: readonly string[];
  },
): VariableScopes {
  const replace = (scope: Record<string, string>, list: readonly string[] = []) => {
    const out = { ...scope };
    for (const name of list) if (Object.hasOwn(out, name)) out[name] = codePlaceholder(name);
    return out;
  };
  const local = { ...scopes.local };
  for (const name of names.anyScope ?? []) {
    if (lookupVariable(scopes, name) !== undefined) local[name] = codePlaceholder(name);
  }
  return {
    local,
    environment: replace(scopes.environment, names.environment),
    collection: replace(scopes.collection, names.collection),
    globals: { ...scopes.globals },
  };
}

const PLACEHOLDER = /<[A-Za-z0-9_.$-]+>/;
const ENCODED_PLACEHOLDER = /%3C([A-Za-z0-9_.$-]+)%3E/gi;
const BASIC = /^(basic)(\s+)(\S+)$/i;

/**
 * The request as code shows it: a placeholder the URL percent-encoded is written back as it is,
 * and Basic credentials holding one (base64 of `user:<password>` would read as a real value)
 * say what to encode. The request is not sendable as it is: it is for reading and copying.
 */
export function readablePlaceholders(request: ResolvedRequest): ResolvedRequest {
  return {
    ...request,
    url: request.url.replace(ENCODED_PLACEHOLDER, (_, name: string) => codePlaceholder(name)),
    headers: request.headers.map((header) => {
      const basic = header.name.toLowerCase() === 'authorization' && BASIC.exec(header.value);
      if (!basic) return header;
      const decoded = decodeBase64Utf8(basic[3]!);
      return decoded !== null && PLACEHOLDER.test(decoded)
        ? { ...header, value: `${basic[1]}${basic[2]}<base64 of ${decoded}>` }
        : header;
    }),
  };
}

function decodeBase64Utf8(text: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
