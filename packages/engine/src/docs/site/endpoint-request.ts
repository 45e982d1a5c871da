import type {
  DesignServer,
  EndpointData,
  JsonSchema,
  MediaType,
  SecurityRequirement,
} from '@heron/contract';
import { bodyTypeOf } from '../../design/model-utils.js';
import { sendableServers } from '../../debug/base-url.js';
import { codePlaceholder, readablePlaceholders } from '../../debug/code-placeholders.js';
import { base64Utf8 } from '../../debug/resolve-request.js';
import type {
  MultipartPart,
  RequestHeader,
  ResolvedBody,
  ResolvedRequest,
} from '../../debug/resolved-request.js';
import { fieldText, mediaExample, parameterExample } from './examples.js';
import { schemaSkeleton } from './schema-skeleton.js';
import type { SiteContext } from './site-context.js';

/**
 * The request an endpoint's code samples send, made straight from the design rather than
 * through the debugger's variables (a reader has none, and `{{$guid}}` would make every build
 * differ): the first server, the path with its parameters' examples (or `<name>` where the
 * reader puts theirs), the required query parameters and headers, the credentials the
 * endpoint's security asks for as placeholders (`<token>`), and a body from the first media
 * type's example, else a skeleton of its schema.
 */

/** Where samples send when the design names no full server address. */
export const FALLBACK_BASE_URL = 'https://api.example.com';

/**
 * The servers an endpoint is served from: its operation's own (`servers` kept in `extra`), else
 * its path's (kept in `pathExtras`), else the design's.
 */
export function endpointServers(data: EndpointData, site: SiteContext): DesignServer[] {
  for (const own of [data.extra?.servers, site.meta.pathExtras[data.path]?.servers]) {
    if (!Array.isArray(own)) continue;
    const servers = own.filter(
      (server): server is DesignServer =>
        typeof server === 'object' && server !== null && typeof server.url === 'string',
    );
    if (servers.length > 0) return servers;
  }
  return site.meta.servers;
}

export function sampleBaseUrl(servers: readonly DesignServer[]): string {
  return sendableServers(servers)[0]?.address.replace(/\/+$/, '') ?? FALLBACK_BASE_URL;
}

/** The security requirements that apply: the endpoint's own, else the design's. */
export function effectiveSecurity(data: EndpointData, site: SiteContext): SecurityRequirement[] {
  return data.security ?? site.meta.security;
}

export function endpointRequest(data: EndpointData, site: SiteContext): ResolvedRequest | null {
  const base = sampleBaseUrl(endpointServers(data, site));
  const values = new Map<string, string>();
  const headers: RequestHeader[] = [];
  const query: [string, string][] = [];
  const cookies: string[] = [];
  for (const parameter of data.parameters) {
    const example = fieldText(parameterExample(parameter) ?? firstAllowed(parameter.schema));
    const value = example !== '' ? example : codePlaceholder(parameter.name);
    if (parameter.in === 'path') values.set(parameter.name, value);
    else if (!parameter.required) continue;
    else if (parameter.in === 'query') query.push([parameter.name, value]);
    else if (parameter.in === 'header') headers.push({ name: parameter.name, value });
    else cookies.push(`${parameter.name}=${value}`);
  }
  addCredentials(effectiveSecurity(data, site), site, headers, query, cookies);
  if (cookies.length > 0) headers.push({ name: 'Cookie', value: cookies.join('; ') });

  const path = data.path.replace(/\{([^{}/]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(values.get(name) ?? codePlaceholder(name)),
  );
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    return null;
  }
  for (const [name, value] of query) url.searchParams.append(name, value);

  const media = data.requestBody?.content[0];
  const body = media ? bodyOf(media, site) : { kind: 'none' as const };
  if (media && body.kind === 'text' && !headers.some((h) => /^content-type$/i.test(h.name))) {
    headers.push({ name: 'Content-Type', value: media.contentType });
  }
  return readablePlaceholders({
    method: data.method.toUpperCase(),
    url: url.toString(),
    headers,
    body,
  });
}

/** A schema's first allowed value: a sample that the server accepts more often than a placeholder. */
function firstAllowed(schema: JsonSchema | undefined): unknown {
  return typeof schema === 'object' && Array.isArray(schema.enum) ? schema.enum[0] : undefined;
}

/** The first requirement's schemes, each as the header, query parameter or cookie it takes. */
function addCredentials(
  security: readonly SecurityRequirement[],
  site: SiteContext,
  headers: RequestHeader[],
  query: [string, string][],
  cookies: string[],
): void {
  const chosen = security.find((requirement) => Object.keys(requirement).length > 0);
  if (!chosen) return;
  for (const name of Object.keys(chosen)) {
    const scheme = site.meta.securitySchemes[name];
    if (!scheme) continue;
    const type = String(scheme.type ?? '');
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    const hasAuthorization = headers.some((h) => /^authorization$/i.test(h.name));
    if (type === 'apiKey' && typeof scheme.name === 'string' && scheme.name !== '') {
      const value = codePlaceholder('api-key');
      if (scheme.in === 'query') query.push([scheme.name, value]);
      else if (scheme.in === 'cookie') cookies.push(`${scheme.name}=${value}`);
      else headers.push({ name: scheme.name, value });
    } else if (hasAuthorization) {
      continue;
    } else if (type === 'http' && httpScheme === 'basic') {
      // readablePlaceholders writes this as `Basic <base64 of <username>:<password>>`.
      const pair = `${codePlaceholder('username')}:${codePlaceholder('password')}`;
      headers.push({ name: 'Authorization', value: `Basic ${base64Utf8(pair)}` });
    } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
      const word =
        type === 'http' && httpScheme !== '' && httpScheme !== 'bearer' ? httpScheme : 'Bearer';
      headers.push({ name: 'Authorization', value: `${word} ${codePlaceholder('token')}` });
    }
  }
}

/** The body's text or fields: its example, else a skeleton of its schema. */
export function bodyValue(media: MediaType, site: SiteContext): unknown {
  const example = mediaExample(media);
  return example !== undefined ? example : schemaSkeleton(media.schema, site);
}

/** A body as text, for a text body and the try-it form: JSON indented, a form as `a=1&b=2`. */
export function bodyText(media: MediaType, site: SiteContext): string {
  const kind = bodyTypeOf(media.contentType);
  const value = bodyValue(media, site);
  if (kind === 'json')
    return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
  if (kind === 'x-www-form-urlencoded') {
    return new URLSearchParams(formFields(value)).toString();
  }
  return typeof value === 'string' ? value : '';
}

function formFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).map(([name, field]) => [name, fieldText(field)]);
}

function isFileSchema(schema: JsonSchema | undefined): boolean {
  return typeof schema === 'object' && (schema.format === 'binary' || schema.format === 'base64');
}

function bodyOf(media: MediaType, site: SiteContext): ResolvedBody {
  const kind = bodyTypeOf(media.contentType);
  switch (kind) {
    case 'json':
    case 'xml':
    case 'raw':
      return { kind: 'text', contentType: media.contentType, text: bodyText(media, site) };
    case 'x-www-form-urlencoded':
      return {
        kind: 'urlencoded',
        fields: formFields(bodyValue(media, site)).map(([name, value]) => ({ name, value })),
      };
    case 'form-data': {
      const properties =
        typeof media.schema === 'object' && typeof media.schema.properties === 'object'
          ? (media.schema.properties as Record<string, JsonSchema>)
          : {};
      const parts: MultipartPart[] = formFields(bodyValue(media, site)).map(([name, value]) =>
        isFileSchema(properties[name])
          ? {
              kind: 'file',
              name,
              fileName: name,
              contentType: 'application/octet-stream',
              base64: '',
            }
          : { kind: 'text', name, value },
      );
      return { kind: 'multipart', parts };
    }
    case 'binary':
      return { kind: 'binary', fileName: 'file', contentType: media.contentType, base64: '' };
    default:
      return { kind: 'none' };
  }
}
