import type {
  BundleEndpoint,
  BundleFolder,
  DesignBundle,
  DesignMeta,
  EndpointData,
  HttpMethod,
  Parameter,
  SecurityRequirement,
} from '@heron/contract';
import {
  designMetaSchema,
  folderDataSchema,
  HTTP_METHODS,
  ITEM_NAME_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  PATH_MAX_LENGTH,
} from '@heron/contract';
import type { ImportContext } from '../import/import-context.js';
import { asText, isRecord, KeyMaker } from '../import/import-context.js';
import { pathParameterNames } from '../model-utils.js';
import { applyPatch, FOLDER_FIELDS, HERON_EXTENSION } from './heron-extension.js';
import type { PostmanAuth } from './postman-auth.js';
import {
  isInheritAuth,
  isNoAuth,
  normaliseAuth,
  SCHEME_NAME_FIELD,
  SchemeRegistry,
} from './postman-auth.js';
import { readPostmanBody } from './postman-body.js';
import { folderAuthFromPostman } from './postman-folder-auth.js';
import type { HeronEnvironment } from './postman-environment.js';
import { ENVIRONMENTS_EXTRA, environmentValues } from './postman-environment.js';
import { readSavedResponses } from './postman-responses.js';
import { readHeaderParameters, readQueryParameters } from './postman-parameters.js';
import { applyCollectionExtension, applyItemExtension } from './read-heron-extension.js';
import { descriptionText, postmanExtra, readPostmanUrl } from './postman-url.js';

/**
 * The Postman collection reader (v2.0 and v2.1; the two differ only in how auth settings are
 * written). Synchronous and pure, so the exporter can run it on what it writes and keep in
 * `x-heron` only what a re-import would not give back.
 */

/** Where the collection's variables are kept (a later issue turns them into variables). */
export const VARIABLES_EXTRA = 'x-postman-variables';
/** The variable an export names the first server with. */
export const BASE_URL_VARIABLE = 'baseUrl';

export interface ConvertedCollection {
  bundle: DesignBundle;
  /** The item each endpoint and folder was read from, by bundle key (the exporter aligns on it). */
  itemOf: Map<string, Record<string, unknown>>;
}

const COLLECTION_FIELDS = new Set([
  'info',
  'item',
  'variable',
  'variables',
  'auth',
  'event',
  'name',
  'description',
  'id',
  HERON_EXTENSION,
]);
const INFO_FIELDS = new Set(['name', 'description', 'version', 'schema', '_postman_id']);
/** Request settings kept as extensions but not used, each with the code of its finding. */
const KEPT_REQUEST_SETTINGS = [
  ['certificate', 'POSTMAN_CERTIFICATE'],
  ['proxy', 'POSTMAN_PROXY'],
] as const;
const FOLDER_ITEM_FIELDS = new Set([
  'name',
  'item',
  'description',
  'auth',
  'event',
  'id',
  '_postman_id',
  '_postman_isSubFolder',
  HERON_EXTENSION,
]);
const REQUEST_ITEM_FIELDS = new Set([
  'name',
  'request',
  'response',
  'event',
  'id',
  '_postman_id',
  HERON_EXTENSION,
]);
const REQUEST_FIELDS = new Set(['url', 'method', 'header', 'body', 'auth', 'description']);

interface PendingEndpoint {
  endpoint: BundleEndpoint;
  serverUrl: string | null;
  item: Record<string, unknown>;
  pointer: string;
}

export function convertCollection(
  collection: Record<string, unknown>,
  context: ImportContext,
  environments: readonly HeronEnvironment[] = [],
): ConvertedCollection {
  return new CollectionReader(collection, context, environments).read();
}

class CollectionReader {
  private readonly keys = new KeyMaker();
  private readonly folders: BundleFolder[] = [];
  private readonly pending: PendingEndpoint[] = [];
  private readonly itemOf = new Map<string, Record<string, unknown>>();
  private readonly schemes = new SchemeRegistry();
  private readonly servers: string[] = [];
  /** The server of each origin met so far (requests share a few origins). */
  private readonly serverOf = new Map<string, string | null>();
  private readonly serverSet = new Set<string>();
  private readonly variables = new Map<string, string>();
  private readonly environmentValues: Map<string, string>;
  private readonly total: number;
  private done = 0;

  constructor(
    private readonly collection: Record<string, unknown>,
    private readonly context: ImportContext,
    private readonly environments: readonly HeronEnvironment[],
  ) {
    this.environmentValues = environmentValues(environments);
    for (const variable of this.collectionVariables()) {
      if (isRecord(variable) && typeof variable.key === 'string' && variable.disabled !== true) {
        const value = asText(variable.value);
        if (value !== undefined && !this.variables.has(variable.key)) {
          this.variables.set(variable.key, value);
        }
      }
    }
    this.total = countRequests(collection.item);
  }

  read(): ConvertedCollection {
    const collection = this.collection;
    const info = isRecord(collection.info) ? collection.info : {};
    const meta: DesignMeta = designMetaSchema.parse({});
    meta.info.title = truncate(asText(info.name) ?? asText(collection.name) ?? '', 500);
    const version = info.version;
    meta.info.version = typeof version === 'string' ? version : versionText(version);
    const description = descriptionText(info.description ?? collection.description);
    if (description !== '') meta.info.description = truncate(description, MARKDOWN_MAX_LENGTH);
    const infoExtra = postmanExtra(info, INFO_FIELDS);
    if (isRecord(version)) (meta.info.extra ??= {})['x-postman-version'] = version;
    if (infoExtra !== undefined) meta.info.extra = { ...meta.info.extra, ...infoExtra };

    // The collection's own auth is the project's default security.
    if (!isInheritAuth(collection.auth) && !isNoAuth(collection.auth)) {
      const requirement = this.securityFor(collection.auth, '/auth');
      if (requirement !== null) meta.security = requirement;
    }

    const extra: Record<string, unknown> = {};
    if (collection.event !== undefined) extra['x-postman-event'] = collection.event;
    const unread = postmanExtra(collection, COLLECTION_FIELDS);
    if (unread !== undefined) Object.assign(extra, unread);
    this.reportProtocolBehaviour(collection.protocolProfileBehavior, '/protocolProfileBehavior');

    if (Array.isArray(collection.item)) {
      this.readItems(collection.item, '/item', null, null);
    }

    // Servers: every origin, in the order first used; the first is the default, and an endpoint
    // on another one names its server itself (as an OpenAPI operation would).
    meta.servers = this.servers.map((url) => ({ url }));
    const endpoints = this.pending.map(({ endpoint, serverUrl }) => {
      if (serverUrl !== null && serverUrl !== this.servers[0]) {
        endpoint.data.extra = { ...endpoint.data.extra, servers: [{ url: serverUrl }] };
      }
      return endpoint;
    });
    for (const entry of this.pending) {
      applyItemExtension(entry.item, entry.endpoint, entry.pointer, this.context);
    }

    const variables = this.collectionVariables().filter(
      (variable) => !isGeneratedBaseUrl(variable, this.servers[0]),
    );
    if (variables.length > 0) extra[VARIABLES_EXTRA] = variables;
    if (this.environments.length > 0) extra[ENVIRONMENTS_EXTRA] = this.environments;
    if (Object.keys(extra).length > 0) meta.extra = extra;
    meta.securitySchemes = Object.fromEntries(this.schemes.schemes);

    const bundle: DesignBundle = {
      meta,
      folders: this.folders,
      endpoints,
      models: [],
      docs: [],
    };
    applyCollectionExtension(this.collection, bundle, this.keys, this.context);
    return { bundle, itemOf: this.itemOf };
  }

  private collectionVariables(): unknown[] {
    const list = Array.isArray(this.collection.variable) ? this.collection.variable : [];
    const old = Array.isArray(this.collection.variables) ? this.collection.variables : [];
    return [...list, ...old];
  }

  private readItems(
    items: unknown[],
    pointer: string,
    folderKey: string | null,
    inherited: SecurityRequirement[] | null,
  ): void {
    items.forEach((item, index) => {
      const at = `${pointer}/${index}`;
      if (!isRecord(item)) {
        this.context.warning('POSTMAN_ITEM', 'An item is not an object; it was skipped.', {
          pointer: at,
        });
        return;
      }
      if ('item' in item) this.readFolder(item, at, folderKey, inherited);
      else if ('request' in item) this.readRequest(item, at, folderKey, inherited);
      else {
        this.context.warning(
          'POSTMAN_ITEM',
          'An item is neither a request nor a folder (it has no "request" or "item"); it was skipped.',
          { pointer: at },
        );
      }
    });
  }

  private readFolder(
    item: Record<string, unknown>,
    pointer: string,
    parentKey: string | null,
    inherited: SecurityRequirement[] | null,
  ): void {
    this.context.checkAborted();
    const key = this.keys.next('f');
    const name = truncate(asText(item.name) ?? '', ITEM_NAME_MAX_LENGTH);
    const extra: Record<string, unknown> = {};
    let security = inherited;
    const auth = folderAuthFromPostman(item.auth);
    if (item.auth !== undefined) {
      const normalised = isRecord(item.auth) ? normaliseAuth(item.auth) : null;
      extra['x-postman-auth'] = normalised ?? item.auth;
      if (isNoAuth(item.auth)) security = [];
      else if (!isInheritAuth(item.auth)) {
        security = this.securityFor(item.auth, `${pointer}/auth`) ?? inherited;
      }
      if (auth === null) {
        this.context.unsupported(
          'POSTMAN_FOLDER_AUTH',
          "Heron's debugger cannot send this folder's auth; the folder inherits, the auth is kept (x-postman-auth) and its requests name it as their security scheme.",
          { pointer: `${pointer}/auth` },
        );
      }
    }
    if (item.event !== undefined) extra['x-postman-event'] = item.event;
    Object.assign(extra, postmanExtra(item, FOLDER_ITEM_FIELDS));
    this.reportProtocolBehaviour(
      item.protocolProfileBehavior,
      `${pointer}/protocolProfileBehavior`,
    );
    const data = folderDataSchema.parse({
      description: truncate(descriptionText(item.description), MARKDOWN_MAX_LENGTH),
      auth: auth ?? { type: 'inherit' },
    });
    if (Object.keys(extra).length > 0) data.extra = extra;
    const folder: BundleFolder = { key, parentKey, section: 'api', name, data };
    const extension = item[HERON_EXTENSION];
    if (isRecord(extension)) {
      if (typeof extension.name === 'string') folder.name = extension.name;
      const patched: Record<string, unknown> = { ...folder.data };
      applyPatch(patched, extension.data, FOLDER_FIELDS);
      const checked = folderDataSchema.safeParse(patched);
      if (checked.success) folder.data = checked.data;
      else {
        this.context.warning(
          'HERON_EXTENSION',
          "Heron's own data in this collection (x-heron) is not valid; it was ignored.",
          { pointer: `${pointer}/${HERON_EXTENSION}` },
        );
      }
    }
    this.folders.push(folder);
    this.itemOf.set(key, item);
    if (Array.isArray(item.item)) this.readItems(item.item, `${pointer}/item`, key, security);
    else {
      this.context.warning(
        'POSTMAN_ITEM',
        'A folder\'s "item" is not a list; it is imported empty.',
        {
          pointer: `${pointer}/item`,
        },
      );
    }
  }

  private readRequest(
    item: Record<string, unknown>,
    pointer: string,
    folderKey: string | null,
    inherited: SecurityRequirement[] | null,
  ): void {
    this.context.checkAborted();
    this.done += 1;
    this.context.progress(this.done, this.total);
    const request: Record<string, unknown> | null =
      typeof item.request === 'string'
        ? { url: item.request }
        : isRecord(item.request)
          ? item.request
          : null;
    const requestPointer = `${pointer}/request`;
    if (request === null) {
      this.context.warning(
        'POSTMAN_REQUEST',
        'The request is neither a URL nor an object; it was skipped.',
        {
          pointer: requestPointer,
        },
      );
      return;
    }
    const methodText = (asText(request.method) ?? 'GET').trim().toLowerCase();
    if (!(HTTP_METHODS as readonly string[]).includes(methodText)) {
      this.context.unsupported(
        'HTTP_METHOD',
        `The method ${JSON.stringify(asText(request.method))} is not an OpenAPI method; the request was not imported.`,
        { pointer: `${requestPointer}/method` },
      );
      return;
    }
    const method = methodText as HttpMethod;
    const url = readPostmanUrl(request.url);
    if (url.path.length > PATH_MAX_LENGTH) {
      this.context.warning(
        'PATH_TOO_LONG',
        `The path is longer than ${PATH_MAX_LENGTH} characters; the request was skipped.`,
        {
          pointer: `${requestPointer}/url`,
        },
      );
      return;
    }

    const parameters: Parameter[] = [...url.pathParameters];
    const pathNames = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
    // `{name}` written literally in a Postman path is a path parameter too.
    for (const name of pathParameterNames(url.path)) {
      if (!pathNames.has(name) && name.length <= 200) {
        parameters.push({
          name,
          in: 'path',
          required: true,
          description: '',
          schema: { type: 'string' },
        });
      }
    }
    parameters.push(...readQueryParameters(url.query, `${requestPointer}/url/query`, this.context));
    const { headers, contentType } = readHeaderParameters(
      request.header,
      `${requestPointer}/header`,
      this.context,
    );
    parameters.push(...headers);

    const body = readPostmanBody(
      request.body,
      contentType?.value,
      `${requestPointer}/body`,
      this.context,
    );
    if (body === null && contentType !== undefined) {
      // No body to carry it: the Content-Type header stays an ordinary header.
      parameters.push(contentType.parameter);
    }

    let security = inherited;
    if (!isInheritAuth(request.auth)) {
      security = isNoAuth(request.auth)
        ? []
        : (this.securityFor(request.auth, `${requestPointer}/auth`) ?? inherited);
    }

    const extra: Record<string, unknown> = {};
    if (item.event !== undefined) extra['x-postman-event'] = item.event;
    const itemDescription = descriptionText(item.description);
    let description = descriptionText(request.description);
    if (description === '') description = itemDescription;
    else if (itemDescription !== '') extra['x-postman-item-description'] = item.description;
    Object.assign(extra, postmanExtra(item, new Set([...REQUEST_ITEM_FIELDS, 'description'])));
    for (const [key, value] of Object.entries(postmanExtra(request, REQUEST_FIELDS) ?? {})) {
      extra[key.replace(/^x-postman-/, 'x-postman-request-')] = value;
    }
    for (const [key, value] of Object.entries(url.unread)) extra[`x-postman-url-${key}`] = value;
    this.reportProtocolBehaviour(
      item.protocolProfileBehavior,
      `${pointer}/protocolProfileBehavior`,
    );
    for (const [field, code] of KEPT_REQUEST_SETTINGS) {
      if (request[field] !== undefined) {
        this.context.unsupported(
          code,
          `A request ${field} setting is not part of an API design; it is kept (x-postman-request-${field}) but not used.`,
          { pointer: `${requestPointer}/${field}` },
        );
      }
    }

    const data: EndpointData = {
      method,
      path: url.path,
      status: 'designing',
      ownerId: null,
      tags: [],
      description: truncate(description, MARKDOWN_MAX_LENGTH),
      operationId: null,
      parameters,
      requestBody: body === null ? null : { required: false, description: '', content: [body] },
      responses: readSavedResponses(item.response, `${pointer}/response`, this.context),
      security,
    };
    if (Object.keys(extra).length > 0) data.extra = extra;
    const name =
      truncate((asText(item.name) ?? '').trim(), ITEM_NAME_MAX_LENGTH) ||
      truncate(`${method.toUpperCase()} ${url.path}`, ITEM_NAME_MAX_LENGTH);
    const key = this.keys.next('e');
    this.itemOf.set(key, item);
    this.pending.push({
      endpoint: { key, folderKey, name, data },
      serverUrl: this.serverFor(url.origin),
      item,
      pointer,
    });
  }

  /** The security requirement for an auth (registering its scheme), or null if unreadable. */
  private securityFor(auth: unknown, pointer: string): SecurityRequirement[] | null {
    if (!isRecord(auth)) {
      this.context.warning('POSTMAN_AUTH', 'The auth is not an object; it was ignored.', {
        pointer,
      });
      return null;
    }
    const normalised: PostmanAuth | null = normaliseAuth(auth);
    if (normalised === null) {
      this.context.warning('POSTMAN_AUTH', 'The auth has no type; it was ignored.', { pointer });
      return null;
    }
    const preferred =
      typeof auth[SCHEME_NAME_FIELD] === 'string' ? auth[SCHEME_NAME_FIELD] : undefined;
    const { name, unsupportedReason } = this.schemes.register(normalised, preferred);
    if (unsupportedReason !== undefined) {
      this.context.unsupported('POSTMAN_AUTH_TYPE', unsupportedReason, {
        pointer: `${pointer}/type`,
      });
    }
    return [{ [name]: [] }];
  }

  /**
   * The server an origin stands for. `{{name}}` takes the variable's value (environment first,
   * then the collection) when that value is a plain http(s) URL; otherwise it stays as written.
   */
  private serverFor(origin: string): string | null {
    if (origin === '') return null;
    const known = this.serverOf.get(origin);
    if (known !== undefined) return known;
    let url = origin;
    const variable = /^\{\{([^{}]+)\}\}$/.exec(origin);
    if (variable !== null) {
      const name = variable[1]!;
      const value = this.environmentValues.get(name) ?? this.variables.get(name);
      if (value !== undefined && /^https?:\/\/[^\s?#]+$/i.test(value.trim())) {
        url = value.trim().replace(/\/+$/, '');
      }
    }
    url = url.slice(0, PATH_MAX_LENGTH);
    if (!this.serverSet.has(url)) {
      this.serverSet.add(url);
      this.servers.push(url);
    }
    this.serverOf.set(origin, url);
    return url;
  }

  private reportProtocolBehaviour(value: unknown, pointer: string): void {
    if (isRecord(value) && Object.keys(value).length > 0) {
      this.context.unsupported(
        'POSTMAN_PROTOCOL_PROFILE',
        `Postman protocol settings (${Object.keys(value).join(', ')}) are not part of an API design; they are kept (x-postman-protocolProfileBehavior) but not used.`,
        { pointer },
      );
    }
  }
}

/**
 * A `baseUrl` variable holding exactly the first server is what our exporter writes to name that
 * server; it is the server, so it is not kept a second time among the variables.
 */
function isGeneratedBaseUrl(variable: unknown, firstServer: string | undefined): boolean {
  if (!isRecord(variable) || firstServer === undefined) return false;
  const extraKeys = Object.keys(variable).filter(
    (key) => key !== 'key' && key !== 'value' && key !== 'type',
  );
  return (
    variable.key === BASE_URL_VARIABLE &&
    typeof variable.value === 'string' &&
    variable.value.trim().replace(/\/+$/, '') === firstServer &&
    (variable.type === undefined || variable.type === 'string') &&
    extraKeys.length === 0
  );
}

function countRequests(items: unknown): number {
  let count = 0;
  const stack: unknown[] = [items];
  while (stack.length > 0) {
    const list = stack.pop();
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!isRecord(item)) continue;
      if ('item' in item) stack.push(item.item);
      else if ('request' in item) count += 1;
    }
  }
  return count;
}

function versionText(version: unknown): string {
  if (!isRecord(version)) return '';
  const parts = [version.major, version.minor, version.patch].map((part) => asText(part) ?? '0');
  const identifier = asText(version.identifier);
  return parts.join('.') + (identifier ? `-${identifier}` : '');
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
