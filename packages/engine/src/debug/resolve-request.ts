import type { DebugAuth, DebugRequest, KeyValue } from '@heron/contract';
import type {
  MultipartPart,
  RequestHeader,
  ResolvedBody,
  ResolvedRequest,
} from './resolved-request.js';
import { isPathOnly } from './base-url.js';
import { resolveTemplate, type VariableScopes } from './variables.js';

/**
 * A debugger request made ready to send (issue 6): variables resolved everywhere, path
 * parameters put into the path, the query and cookies added, the body written and its content
 * type set unless the person set one, and the auth kinds that need nothing but the request
 * applied (bearer, basic, API key). Digest, OAuth 2 and AWS Signature need a round trip or a
 * clock: their settings come back resolved for the sender. Nothing here throws: every fault is
 * reported with where it is, and the request is not sendable while there are any.
 */

export interface RequestProblem {
  /** Where: `url`, `pathParams/0`, `headers/2/key`, `body`, `auth` … (a JSON pointer's segments). */
  where: string;
  code:
    | 'INVALID_URL'
    | 'INVALID_HEADER'
    | 'MISSING_FILE'
    | 'INVALID_GRAPHQL_VARIABLES'
    /** The URL is a path and there is no base URL to put in front of it (issue 21). */
    | 'NO_BASE_URL';
  message: string;
}

export interface UnknownVariable {
  name: string;
  where: string;
}

export interface ResolveOptions {
  /**
   * Joined in front of a URL that does not start with a scheme or `//`: the environment's base
   * URL or the design's server (see chooseBaseUrl). Without one, a URL that is a path is not
   * sent: it would otherwise be read as a host (`/pets` → `http://pets/`).
   */
  baseUrl?: string;
  /** The base URL is a design's server: joined to a path (`/pets`) only, not to `host:port/x`. */
  joinsPathsOnly?: boolean;
}

export interface ResolveResult {
  /** Null while `problems` is not empty. */
  request: ResolvedRequest | null;
  /** Auth with its variables resolved; bearer, basic and API key are already applied. */
  auth: DebugAuth;
  problems: RequestProblem[];
  unknownVariables: UnknownVariable[];
}

// RFC 9110 token characters: what a header name may be made of.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function resolveRequest(
  request: DebugRequest,
  scopes: VariableScopes,
  options: ResolveOptions = {},
): ResolveResult {
  const problems: RequestProblem[] = [];
  const unknownVariables: UnknownVariable[] = [];
  const resolve = (text: string, where: string) => {
    const result = resolveTemplate(text, scopes);
    for (const name of result.unresolved) unknownVariables.push({ name, where });
    return result.text;
  };
  const enabled = (list: readonly KeyValue[], where: string) =>
    list.flatMap((entry, i) =>
      entry.enabled
        ? [
            {
              key: resolve(entry.key, `${where}/${i}/key`),
              value: resolve(entry.value, `${where}/${i}/value`),
              at: `${where}/${i}`,
            },
          ]
        : [],
    );

  const url = buildUrl(request, resolve, enabled, options, problems);
  const headers: RequestHeader[] = [];
  for (const header of enabled(request.headers, 'headers')) {
    if (!TOKEN.test(header.key)) {
      problems.push({
        where: `${header.at}/key`,
        code: 'INVALID_HEADER',
        message: `"${header.key}" is not a valid header name.`,
      });
    } else if (/[\r\n\0]/.test(header.value)) {
      problems.push({
        where: `${header.at}/value`,
        code: 'INVALID_HEADER',
        message: 'A header value cannot hold a line break.',
      });
    } else headers.push({ name: header.key, value: header.value });
  }
  const cookies = enabled(request.cookies, 'cookies')
    .filter((cookie) => cookie.key !== '')
    .map((cookie) => `${cookie.key}=${cookie.value}`);
  if (cookies.length > 0) {
    const existing = headers.find((h) => h.name.toLowerCase() === 'cookie');
    if (existing) existing.value = `${existing.value}; ${cookies.join('; ')}`;
    else headers.push({ name: 'Cookie', value: cookies.join('; ') });
  }

  const body = buildBody(request, resolve, enabled, problems);
  const contentType = contentTypeOf(body);
  if (contentType && !headers.some((h) => h.name.toLowerCase() === 'content-type')) {
    headers.push({ name: 'Content-Type', value: contentType });
  }

  const auth = resolveAuth(request.auth, resolve);
  if (url !== null) applySimpleAuth(auth, headers, url);

  return {
    request:
      problems.length === 0 && url !== null
        ? { method: request.method.toUpperCase(), url: url.toString(), headers, body }
        : null,
    auth,
    problems,
    unknownVariables,
  };
}

type Resolve = (text: string, where: string) => string;
type Enabled = (
  list: readonly KeyValue[],
  where: string,
) => { key: string; value: string; at: string }[];

function buildUrl(
  request: DebugRequest,
  resolve: Resolve,
  enabled: Enabled,
  options: ResolveOptions,
  problems: RequestProblem[],
): URL | null {
  let text = resolve(request.url.trim(), 'url');
  const pathValues = new Map(
    enabled(request.pathParams, 'pathParams').map((param) => [param.key, param.value]),
  );
  const base = options.baseUrl
    ? resolve(options.baseUrl, 'baseUrl').trim().replace(/\/+$/, '')
    : '';
  const joins = options.joinsPathsOnly
    ? isPathOnly(text)
    : !hasScheme(text) && !text.startsWith('//');
  if (joins && base !== '') {
    text = `${base}${text.startsWith('/') || text === '' ? '' : '/'}${text}`;
  }
  if (isPathOnly(text)) {
    problems.push({
      where: 'url',
      code: 'NO_BASE_URL',
      message:
        'The URL is a path and there is no base URL to send it to: choose an environment with a base URL, or add a server with a full address to the design.',
    });
    return null;
  }
  // A URL typed without a scheme is sent over http, as Postman does.
  if (!hasScheme(text)) text = `http://${text.replace(/^\/\//, '')}`;
  // `{name}` and `:name` path segments take the path parameters' values.
  const [beforeQuery = '', ...rest] = text.split('?');
  const withPath = beforeQuery.replace(
    /(\/)(?::([A-Za-z_][\w-]*)|\{([^{}/]+)\})(?=\/|$)/g,
    (whole, slash: string, colon?: string, braced?: string) => {
      const value = pathValues.get((colon ?? braced)!);
      return value === undefined ? whole : `${slash}${encodeURIComponent(value)}`;
    },
  );
  let url: URL;
  try {
    url = new URL([withPath, ...rest].join('?'));
  } catch {
    problems.push({ where: 'url', code: 'INVALID_URL', message: `"${text}" is not a valid URL.` });
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push({
      where: 'url',
      code: 'INVALID_URL',
      message: `Only http and https URLs can be sent, not ${url.protocol.slice(0, -1)}.`,
    });
    return null;
  }
  for (const param of enabled(request.query, 'query')) {
    if (param.key !== '') url.searchParams.append(param.key, param.value);
  }
  return url;
}

/** `https://…`, `file:…`: not `localhost:3000/…`, which is a host and a port. */
function hasScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(file|mailto|data|javascript):/i.test(text);
}

function buildBody(
  request: DebugRequest,
  resolve: Resolve,
  enabled: Enabled,
  problems: RequestProblem[],
): ResolvedBody {
  const body = request.body;
  switch (body.kind) {
    case 'none':
      return { kind: 'none' };
    case 'json':
      return { kind: 'text', contentType: 'application/json', text: resolve(body.text, 'body') };
    case 'xml':
      return { kind: 'text', contentType: 'application/xml', text: resolve(body.text, 'body') };
    case 'raw':
      return { kind: 'text', contentType: body.contentType, text: resolve(body.text, 'body') };
    case 'x-www-form-urlencoded':
      return {
        kind: 'urlencoded',
        fields: enabled(body.fields, 'body/fields').map(({ key, value }) => ({
          name: key,
          value,
        })),
      };
    case 'form-data': {
      const parts: MultipartPart[] = [];
      body.fields.forEach((field, i) => {
        if (!field.enabled) return;
        const name = resolve(field.key, `body/fields/${i}/key`);
        if (field.type === 'text') {
          parts.push({ kind: 'text', name, value: resolve(field.value, `body/fields/${i}/value`) });
        } else if (field.file === null) {
          problems.push({
            where: `body/fields/${i}/file`,
            code: 'MISSING_FILE',
            message: `Choose a file for the form field "${name}".`,
          });
        } else parts.push({ kind: 'file', name, ...field.file });
      });
      return { kind: 'multipart', parts };
    }
    case 'binary':
      if (body.file === null) {
        problems.push({
          where: 'body/file',
          code: 'MISSING_FILE',
          message: 'Choose a file to send.',
        });
        return { kind: 'none' };
      }
      return { kind: 'binary', ...body.file };
    case 'graphql': {
      const query = resolve(body.query, 'body/query');
      const variablesText = resolve(body.variables, 'body/variables').trim();
      let variables: unknown;
      if (variablesText !== '') {
        try {
          variables = JSON.parse(variablesText);
        } catch (error) {
          problems.push({
            where: 'body/variables',
            code: 'INVALID_GRAPHQL_VARIABLES',
            message: `The GraphQL variables are not valid JSON: ${(error as Error).message}`,
          });
        }
      }
      return {
        kind: 'text',
        contentType: 'application/json',
        text: JSON.stringify(variables === undefined ? { query } : { query, variables }),
      };
    }
  }
}

function contentTypeOf(body: ResolvedBody): string | null {
  switch (body.kind) {
    case 'text':
    case 'binary':
      return body.contentType;
    case 'urlencoded':
      return 'application/x-www-form-urlencoded';
    // The sender writes the multipart boundary into the header.
    default:
      return null;
  }
}

function resolveAuth(auth: DebugAuth, resolve: Resolve): DebugAuth {
  const out: Record<string, unknown> = { ...auth };
  for (const [field, value] of Object.entries(auth)) {
    if (typeof value === 'string' && field !== 'type') out[field] = resolve(value, `auth/${field}`);
  }
  return out as DebugAuth;
}

/** Bearer, basic and API key go into the request here; the person's own header wins. */
function applySimpleAuth(auth: DebugAuth, headers: RequestHeader[], url: URL): void {
  const has = (name: string) => headers.some((h) => h.name.toLowerCase() === name.toLowerCase());
  switch (auth.type) {
    case 'bearer':
      if (!has('authorization'))
        headers.push({ name: 'Authorization', value: `Bearer ${auth.token}` });
      return;
    case 'basic':
      if (!has('authorization')) {
        headers.push({
          name: 'Authorization',
          value: `Basic ${base64Utf8(`${auth.username}:${auth.password}`)}`,
        });
      }
      return;
    case 'apiKey':
      if (auth.in === 'query') url.searchParams.set(auth.key, auth.value);
      else if (!has(auth.key)) headers.push({ name: auth.key, value: auth.value });
      return;
    default:
      return;
  }
}

/** Base64 of a text's UTF-8 bytes, in Node and in browsers alike. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
