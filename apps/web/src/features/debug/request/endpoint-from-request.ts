import {
  endpointDataSchema,
  HTTP_METHODS,
  PATH_MAX_LENGTH,
  type DebugBody,
  type DebugRequest,
  type EndpointData,
  type HttpMethod,
  type JsonSchema,
  type KeyValue,
  type MediaType,
  type ParameterLocation,
} from '@heron/contract';
import { moveQueryToRows, pathParamNames } from './url-parts';

/** What a request gives an endpoint, and what of it could not be kept. */
export interface EndpointFromRequest {
  data: EndpointData;
  /** The start of an absolute URL that is none of the known bases: dropped, the person is told. */
  droppedHost: string | null;
}

// OpenAPI ignores header parameters of these names: the body's media type, the security and
// the responses' media types say them.
const IGNORED_HEADERS = new Set(['content-type', 'accept', 'authorization']);

/** The design method of a request's method, or null when a design cannot have it. */
export function designMethodOf(method: string): HttpMethod | null {
  const lower = method.toLowerCase();
  return (HTTP_METHODS as readonly string[]).includes(lower) ? (lower as HttpMethod) : null;
}

/** `base` without its trailing slashes, for comparing the start of a URL. */
function trimBase(base: string): string {
  return base.trim().replace(/\/+$/, '');
}

/**
 * The path of a URL and the host it dropped: a known base (an environment's base URL, a design
 * server) is taken off quietly; another absolute URL keeps only its path, and its origin is
 * reported; a leading `{{variable}}` stands for a base and is reported too.
 */
export function splitUrl(
  url: string,
  bases: readonly string[],
): { path: string; droppedHost: string | null } {
  const text = url.trim();
  const base = bases
    .map(trimBase)
    .filter((candidate) => candidate !== '')
    .sort((a, b) => b.length - a.length)
    .find(
      (candidate) =>
        text === candidate ||
        text.startsWith(`${candidate}/`) ||
        text.startsWith(`${candidate}?`) ||
        text.startsWith(`${candidate}#`),
    );
  if (base !== undefined) return { path: text.slice(base.length), droppedHost: null };
  const variable = /^\{\{[^{}]+\}\}/.exec(text);
  if (variable) return { path: text.slice(variable[0].length), droppedHost: variable[0] };
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(text);
  if (origin) return { path: text.slice(origin[0].length), droppedHost: origin[0] };
  return { path: text, droppedHost: null };
}

/** A design path: starts with `/`, `:name` segments written `{name}`, no query or fragment. */
function designPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.replace(/\/:([A-Za-z_][\w-]*)(?=\/|$)/g, '/{$1}').slice(0, PATH_MAX_LENGTH);
}

/** A text as the example it most likely is: JSON when it parses as JSON, else the text. */
function exampleOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parametersOf(rows: readonly KeyValue[], location: ParameterLocation) {
  return rows
    .filter((row) => row.key.trim() !== '')
    .filter((row) => location !== 'header' || !IGNORED_HEADERS.has(row.key.trim().toLowerCase()))
    .map((row) => ({
      name: row.key.trim(),
      in: location,
      required: location === 'path',
      description: row.description ?? '',
      schema: { type: 'string' },
      ...(row.value === '' ? {} : { example: row.value }),
    }));
}

function formMedia(
  contentType: string,
  fields: readonly { key: string; value?: string; isFile: boolean }[],
): MediaType {
  const named = fields.filter((field) => field.key.trim() !== '');
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    named.map((field) => [
      field.key,
      field.isFile ? { type: 'string', format: 'binary' } : { type: 'string' },
    ]),
  );
  const example = Object.fromEntries(
    named.filter((field) => !field.isFile).map((field) => [field.key, field.value ?? '']),
  );
  return { contentType, schema: { type: 'object', properties }, example, examples: [] };
}

/** The request body as a design's: its media type, with what was sent as the example. */
function mediaOf(body: DebugBody): MediaType | null {
  switch (body.kind) {
    case 'none':
      return null;
    case 'json':
      return {
        contentType: 'application/json',
        ...(body.text.trim() === '' ? {} : { example: exampleOf(body.text) }),
        examples: [],
      };
    case 'xml':
      return { contentType: 'application/xml', example: body.text, examples: [] };
    case 'raw':
      return { contentType: body.contentType, example: body.text, examples: [] };
    case 'graphql':
      return {
        contentType: 'application/json',
        example: {
          query: body.query,
          ...(body.variables.trim() === '' ? {} : { variables: exampleOf(body.variables) }),
        },
        examples: [],
      };
    case 'x-www-form-urlencoded':
      return formMedia(
        'application/x-www-form-urlencoded',
        body.fields.filter((field) => field.enabled).map((field) => ({ ...field, isFile: false })),
      );
    case 'form-data':
      return formMedia(
        'multipart/form-data',
        body.fields
          .filter((field) => field.enabled)
          .map((field) =>
            field.type === 'file'
              ? { key: field.key, isFile: true }
              : { key: field.key, value: field.value, isFile: false },
          ),
      );
    case 'binary':
      return {
        contentType: body.file?.contentType ?? 'application/octet-stream',
        schema: { type: 'string', format: 'binary' },
        examples: [],
      };
  }
}

/**
 * The endpoint a request is saved as (issue 21): its method, its path relative to the base it
 * was sent to, its path, query, header and cookie rows as parameters with their values as
 * examples, and its body as the request body's example. The auth and scripts stay with the
 * request: the design's security and folders say those.
 */
export function endpointFromRequest(
  request: DebugRequest,
  method: HttpMethod,
  bases: readonly string[],
): EndpointFromRequest {
  const { path, droppedHost } = splitUrl(request.url, bases);
  // A query typed in the URL is a parameter like the rows.
  const moved = moveQueryToRows({ ...request, url: path });
  const designed = designPath(moved.url);
  const pathRows = pathParamNames(designed).map(
    (name) =>
      request.pathParams.find((row) => row.key === name) ?? {
        key: name,
        value: '',
        enabled: true,
      },
  );
  const media = mediaOf(request.body);
  const data = endpointDataSchema.parse({
    method,
    path: designed,
    parameters: [
      ...parametersOf(pathRows, 'path'),
      ...parametersOf(moved.query, 'query'),
      ...parametersOf(request.headers, 'header'),
      ...parametersOf(request.cookies, 'cookie'),
    ],
    requestBody: media ? { content: [media] } : null,
  });
  return { data, droppedHost };
}
