import type {
  BundleEndpoint,
  DesignBundle,
  EndpointData,
  HttpMethod,
  MediaType,
  Parameter,
  ParameterLocation,
  Response,
  ResponseHeader,
} from '@heron/contract';
import { designMetaSchema, ITEM_NAME_MAX_LENGTH, PATH_MAX_LENGTH } from '@heron/contract';
import type { InferredSchema } from '../infer-schema.js';
import { mergeSchemas } from '../infer-schema.js';
import { bodyTypeOf, pathParameterNames } from '../model-utils.js';
import type { ImportContext, IssueLocation } from './import-context.js';
import { canonicalJson, KeyMaker } from './import-context.js';
import type { FormField, TextMedia } from './media-from-example.js';
import {
  binaryMedia,
  essence,
  formMedia,
  mediaFromText,
  tooDeepBodyMessage,
} from './media-from-example.js';
import { numberedName } from './numbered-name.js';

/**
 * Requests seen on the wire (HAR entries, curl commands) turned into endpoints. Concrete requests
 * say nothing about which parts are templates, so one endpoint stands for each method + path; the
 * same method and path seen again adds examples to it instead of a second endpoint.
 */

export interface ObservedBody {
  contentType: string;
  /** The body as text (JSON, XML, text, urlencoded …). */
  text?: string;
  /** A form body already split into fields. */
  fields?: FormField[];
  /** Bytes not kept (images, archives, uploaded files). */
  isBinary?: boolean;
}

export interface ObservedResponse {
  status: number;
  statusText: string;
  headers: Array<{ name: string; value: string }>;
  body?: ObservedBody;
}

export interface ObservedRequest {
  method: HttpMethod;
  origin: string;
  path: string;
  query: Array<{ name: string; value: string | null }>;
  headers: Array<{ name: string; value: string }>;
  cookies: Array<{ name: string; value: string }>;
  body?: ObservedBody;
  response?: ObservedResponse;
  /** Credentials seen (`-u`, an Authorization header): the kind only, never the secret. */
  auth?: 'basic' | 'bearer' | 'digest';
  /** Where the request is in the source, for issues about it. */
  at: IssueLocation;
}

/** Headers a design does not describe: connection plumbing and HTTP/2 pseudo headers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Request headers the client computes or that live elsewhere in the design. */
const COMPUTED_REQUEST_HEADERS = new Set(['host', 'content-length', 'content-type', 'cookie']);
const COMPUTED_RESPONSE_HEADERS = new Set(['content-length', 'content-type']);

export function isDesignHeader(name: string, isResponse: boolean): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith(':') || HOP_BY_HOP.has(lower)) return false;
  return !(isResponse ? COMPUTED_RESPONSE_HEADERS : COMPUTED_REQUEST_HEADERS).has(lower);
}

/** `Bearer …` / `Basic …` / `Digest …` in an Authorization header. */
export function authKindOf(value: string): ObservedRequest['auth'] | undefined {
  const scheme = value.trim().split(/\s+/)[0]?.toLowerCase();
  return scheme === 'bearer' || scheme === 'basic' || scheme === 'digest' ? scheme : undefined;
}

const AUTH_SCHEMES: Record<
  NonNullable<ObservedRequest['auth']>,
  [string, Record<string, unknown>]
> = {
  basic: ['basicAuth', { type: 'http', scheme: 'basic' }],
  bearer: ['bearerAuth', { type: 'http', scheme: 'bearer' }],
  digest: ['digestAuth', { type: 'http', scheme: 'digest' }],
};

interface EndpointDraft {
  endpoint: BundleEndpoint;
  /** In the order first seen. */
  origins: Set<string>;
  /** The query, header and cookie parameters by `in` and name (a header's lower-cased). */
  parameters: Map<string, Parameter>;
  requestBodies: Map<string, BodySlot>;
  responses: Map<string, ResponseDraft>;
}

interface ResponseDraft {
  response: Response;
  headers: Map<string, ResponseHeader>;
  media: Map<string, { media: MediaType; schema?: InferredSchema; seen: Set<string> }>;
  names: Set<string>;
}

export class ObservedEndpoints {
  private readonly keys = new KeyMaker();
  private readonly drafts = new Map<string, EndpointDraft>();
  /** Each origin seen, in the order first seen, to the server URL it becomes. */
  private readonly servers = new Map<string, string>();
  private readonly schemes = new Map<string, Record<string, unknown>>();

  constructor(private readonly context: ImportContext) {}

  get size(): number {
    return this.drafts.size;
  }

  add(request: ObservedRequest): void {
    if (request.path.length > PATH_MAX_LENGTH) {
      this.context.warning(
        'PATH_TOO_LONG',
        `The path is longer than ${PATH_MAX_LENGTH} characters; the request was skipped.`,
        request.at,
      );
      return;
    }
    if (request.origin !== '' && !this.servers.has(request.origin)) {
      this.servers.set(request.origin, request.origin.slice(0, PATH_MAX_LENGTH));
    }
    const id = `${request.method} ${request.path}`;
    let draft = this.drafts.get(id);
    if (draft === undefined) {
      draft = this.newDraft(request);
      this.drafts.set(id, draft);
    }
    if (request.origin !== '') draft.origins.add(request.origin);
    const data = draft.endpoint.data;
    this.addParameters(draft, request);
    if (request.auth !== undefined) {
      const [name, scheme] = AUTH_SCHEMES[request.auth];
      this.schemes.set(name, scheme);
      if (data.security === null) data.security = [{ [name]: [] }];
      else if (!data.security.some((requirement) => name in requirement))
        data.security.push({ [name]: [] });
    }
    if (request.body !== undefined) this.addRequestBody(draft, request.body, request.at);
    if (request.response !== undefined) this.addResponse(draft, request.response, request.at);
  }

  private newDraft(request: ObservedRequest): EndpointDraft {
    const data: EndpointData = {
      method: request.method,
      path: request.path,
      status: 'designing',
      ownerId: null,
      tags: [],
      description: '',
      operationId: null,
      parameters: pathParameterNames(request.path)
        .filter((name) => name.length <= 200)
        .map((name) => ({
          name,
          in: 'path',
          required: true,
          description: '',
          schema: { type: 'string' },
        })),
      requestBody: null,
      responses: [],
      security: null,
    };
    const name = `${request.method.toUpperCase()} ${request.path}`.slice(0, ITEM_NAME_MAX_LENGTH);
    return {
      endpoint: { key: this.keys.next('e'), folderKey: null, name, data },
      origins: new Set(),
      parameters: new Map(),
      requestBodies: new Map(),
      responses: new Map(),
    };
  }

  private addParameters(draft: EndpointDraft, request: ObservedRequest): void {
    const data = draft.endpoint.data;
    const add = (
      location: ParameterLocation,
      pairs: Array<{ name: string; value: string | null }>,
    ) => {
      const seenHere = new Map<string, Parameter>();
      for (const { name, value } of pairs) {
        if (name === '' || name.length > 200) continue;
        const key = location === 'header' ? name.toLowerCase() : name;
        const repeated = seenHere.get(key);
        if (repeated !== undefined) {
          // A name repeated within one request is an array (`?id=1&id=2`); the list is ours, so
          // it grows in place (a copy per value made 100,000 headers of one name quadratic).
          if (Array.isArray(repeated.example)) (repeated.example as unknown[]).push(value ?? '');
          else repeated.example = [repeated.example ?? '', value ?? ''];
          repeated.schema = { type: 'array', items: { type: 'string' } };
          continue;
        }
        const indexKey = `${location}:${key}`;
        const existing = draft.parameters.get(indexKey);
        if (existing !== undefined) {
          seenHere.set(key, existing);
          continue;
        }
        const parameter: Parameter = {
          name,
          in: location,
          required: false,
          description: '',
          schema: { type: 'string' },
        };
        if (value !== null) parameter.example = value;
        data.parameters.push(parameter);
        draft.parameters.set(indexKey, parameter);
        seenHere.set(key, parameter);
      }
    };
    add('query', request.query);
    add(
      'header',
      request.headers.filter((header) => {
        if (!isDesignHeader(header.name, false)) return false;
        // Credentials become the endpoint's security; the secret itself is not kept.
        return !(
          header.name.toLowerCase() === 'authorization' && authKindOf(header.value) !== undefined
        );
      }),
    );
    add('cookie', request.cookies);
  }

  private addRequestBody(draft: EndpointDraft, body: ObservedBody, at: IssueLocation): void {
    const read = readBody(body);
    if (read.isTooDeep === true) {
      this.context.warning('TOO_DEEP', tooDeepBodyMessage('The JSON body'), at);
    } else if (read.isInvalidJson) {
      this.context.warning(
        'INVALID_JSON_BODY',
        'The JSON body is not valid JSON; it is kept as text, without a schema.',
        at,
      );
    }
    const slotKey = essence(read.media.contentType);
    const slot = draft.requestBodies.get(slotKey);
    if (slot === undefined) {
      const entry: BodySlot = {
        media: read.media,
        values: read.media.example === undefined ? [] : [read.media.example],
        seen: new Set(read.media.example === undefined ? [] : [canonicalJson(read.media.example)]),
      };
      if (hasType(read.media.schema)) entry.schema = read.media.schema;
      draft.requestBodies.set(slotKey, entry);
      const data = draft.endpoint.data;
      data.requestBody ??= { required: false, description: '', content: [] };
      data.requestBody.content.push(read.media);
      return;
    }
    if (hasType(read.media.schema)) {
      slot.schema =
        slot.schema === undefined
          ? read.media.schema
          : mergeSchemas(slot.schema, read.media.schema);
      slot.media.schema = slot.schema;
    }
    const value = read.media.example;
    if (value === undefined || !isNew(slot.seen, value)) return;
    slot.values.push(value);
    slot.media.examples.push({ name: `Example ${slot.values.length}`, value });
  }

  private addResponse(draft: EndpointDraft, observed: ObservedResponse, at: IssueLocation): void {
    const status =
      observed.status >= 100 && observed.status <= 599 ? String(observed.status) : 'default';
    let response = draft.responses.get(status);
    if (response === undefined) {
      response = {
        response: {
          status,
          description: observed.statusText.slice(0, 500),
          headers: [],
          content: [],
        },
        headers: new Map(),
        media: new Map(),
        names: new Set(),
      };
      draft.responses.set(status, response);
      draft.endpoint.data.responses.push(response.response);
    }
    for (const header of observed.headers) {
      if (!isDesignHeader(header.name, true) || header.name.length > 200 || header.name === '')
        continue;
      const key = header.name.toLowerCase();
      if (response.headers.has(key)) continue;
      const entry: ResponseHeader = {
        name: header.name,
        description: '',
        required: false,
        schema: { type: 'string' },
      };
      if (header.value !== '') entry.example = header.value;
      response.headers.set(key, entry);
      response.response.headers.push(entry);
    }
    if (observed.body === undefined) return;
    const read = readBody(observed.body);
    if (read.isTooDeep === true) {
      this.context.warning('TOO_DEEP', tooDeepBodyMessage('A JSON response body'), at);
    } else if (read.isInvalidJson) {
      this.context.warning(
        'INVALID_JSON_RESPONSE',
        'A JSON response body is not valid JSON; it is kept as text.',
        at,
      );
    }
    const slotKey = essence(read.media.contentType);
    let slot = response.media.get(slotKey);
    if (slot === undefined) {
      slot = { media: { contentType: read.media.contentType, examples: [] }, seen: new Set() };
      if (read.media.schema !== undefined) slot.media.schema = read.media.schema;
      if (hasType(read.media.schema)) slot.schema = read.media.schema;
      response.media.set(slotKey, slot);
      response.response.content.push(slot.media);
    } else if (hasType(read.media.schema)) {
      slot.schema =
        slot.schema === undefined
          ? read.media.schema
          : mergeSchemas(slot.schema, read.media.schema);
      slot.media.schema = slot.schema;
    }
    const value = read.media.example;
    if (value === undefined) return;
    if (!isNew(slot.seen, value)) return;
    const base = `${status} ${observed.statusText}`.trim();
    const name = numberedName(response.names, base, (n) => `${base} (${n})`);
    slot.media.examples.push({ name: name.slice(0, 200), value });
  }

  /** The bundle: every endpoint at the root, servers in the order first seen. */
  toBundle(title: string): DesignBundle {
    const meta = designMetaSchema.parse({ info: { title, version: '' } });
    const servers = [...this.servers.values()];
    meta.servers = servers.map((url) => ({ url }));
    meta.securitySchemes = Object.fromEntries(this.schemes);
    const first = servers[0];
    const endpoints = [...this.drafts.values()].map((draft) => {
      const origins = [...draft.origins];
      if (origins.length > 0 && !(origins.length === 1 && origins[0] === first)) {
        draft.endpoint.data.extra = { servers: origins.map((url) => ({ url })) };
      }
      return draft.endpoint;
    });
    return { meta, folders: [], endpoints, models: [], docs: [] };
  }
}

interface BodySlot {
  media: MediaType;
  values: unknown[];
  schema?: InferredSchema;
  /** `canonicalJson` of each value, so a repeated example is found in one look. */
  seen: Set<string>;
}

/** Adds the value's canonical text to `seen`; false when an equal value was there already. */
function isNew(seen: Set<string>, value: unknown): boolean {
  const key = canonicalJson(value);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

function hasType(schema: unknown): schema is InferredSchema {
  return typeof schema === 'object' && schema !== null && 'type' in schema;
}

function readBody(body: ObservedBody): TextMedia {
  const contentType = body.contentType.slice(0, 200) || 'application/octet-stream';
  if (body.fields !== undefined)
    return { media: formMedia(contentType, body.fields), isInvalidJson: false };
  if (body.isBinary === true || body.text === undefined) {
    if (body.isBinary === true || bodyTypeOf(contentType) === 'binary') {
      return { media: binaryMedia(contentType), isInvalidJson: false };
    }
    // Known to be there, but not what it held.
    const kind = bodyTypeOf(contentType);
    const media: MediaType = { contentType, examples: [] };
    if (kind === 'form-data' || kind === 'x-www-form-urlencoded') media.schema = { type: 'object' };
    else if (kind !== 'json') media.schema = { type: 'string' };
    return { media, isInvalidJson: false };
  }
  return mediaFromText(contentType, body.text);
}
