import type {
  BundleEndpoint,
  BundleFolder,
  DesignBundle,
  JsonSchema,
  Parameter,
} from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { ImportContext, isRecord } from '../import/import-context.js';
import { BASE_URL_VARIABLE, convertCollection, VARIABLES_EXTRA } from './convert-collection.js';
import type { CollectionExtension, ItemExtension } from './heron-extension.js';
import {
  diffFields,
  ENDPOINT_FIELDS,
  FOLDER_FIELDS,
  HERON_EXTENSION,
  HERON_EXTENSION_VERSION,
  META_FIELDS,
  signatureOf,
  stableUuid,
} from './heron-extension.js';
import { authForScheme } from './postman-auth.js';
import { exportedFolderAuth } from './postman-folder-auth.js';
import { fromPostmanExtra } from './postman-url.js';
import { textOf, writeBody } from './write-body.js';
import { writeSavedResponses } from './write-responses.js';

/** The schema URL of the collection format we write. */
export const POSTMAN_V21_SCHEMA =
  'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

type Json = Record<string, unknown>;

interface DesignTree {
  folders: Map<string | null, BundleFolder[]>;
  endpoints: Map<string | null, Array<{ endpoint: BundleEndpoint; index: number }>>;
  /** The index of the first endpoint anywhere inside each folder. */
  firstIndex: Map<string, number>;
}

/**
 * Writes a design as a Postman v2.1 collection: folders become item groups, endpoints requests
 * (URL on `{{baseUrl}}`, query, headers, body from the first media type, auth from security),
 * named response examples saved responses. What Postman cannot hold goes into `x-heron` fields
 * (see heron-extension.ts), so importing the file gives back the same design.
 */
export function exportPostman(bundle: DesignBundle): Json {
  const parsed = designBundleSchema.safeParse(bundle);
  const design = parsed.success ? parsed.data : bundle;
  const writer = new CollectionWriter(design);
  const collection = writer.write();

  // What would a re-import of the plain Postman parts give? Only the difference travels in x-heron.
  const simulated = convertCollection(collection, new ImportContext('postman-2.1', {}));
  const derived = simulated.bundle;
  for (const endpoint of derived.endpoints) {
    const item = simulated.itemOf.get(endpoint.key);
    const original = item === undefined ? undefined : writer.endpointOf.get(item);
    if (item === undefined || original === undefined) continue;
    const patch = diffFields(original.data, endpoint.data, ENDPOINT_FIELDS);
    if (patch === undefined && original.name === endpoint.name) continue;
    const extension: ItemExtension = { sig: signatureOf(item) };
    if (original.name !== endpoint.name) extension.name = original.name;
    if (patch !== undefined) extension.data = patch;
    item[HERON_EXTENSION] = extension;
  }
  for (const folder of derived.folders) {
    const item = simulated.itemOf.get(folder.key);
    const original = item === undefined ? undefined : writer.folderOf.get(item);
    if (item === undefined || original === undefined) continue;
    const patch = diffFields(original.data, folder.data, FOLDER_FIELDS);
    if (patch === undefined && original.name === folder.name) continue;
    const extension: ItemExtension = {};
    if (original.name !== folder.name) extension.name = original.name;
    if (patch !== undefined) extension.data = patch;
    item[HERON_EXTENSION] = extension;
  }

  const extension: CollectionExtension = { version: HERON_EXTENSION_VERSION };
  const metaPatch = diffFields(design.meta, derived.meta, META_FIELDS);
  if (metaPatch !== undefined) extension.meta = metaPatch;
  const modelFolders = design.folders.filter((folder) => folder.section === 'model');
  const modelFolderIndex = new Map(modelFolders.map((folder, index) => [folder.key, index]));
  if (modelFolders.length > 0) {
    extension.modelFolders = modelFolders.map((folder) => ({
      name: folder.name,
      parent: folder.parentKey === null ? null : (modelFolderIndex.get(folder.parentKey) ?? null),
      data: folder.data,
    }));
  }
  if (design.models.length > 0) {
    extension.models = design.models.map((model) => ({
      name: model.name,
      folder: model.folderKey === null ? null : (modelFolderIndex.get(model.folderKey) ?? null),
      data: model.data,
    }));
  }
  if (design.docs.length > 0) {
    const apiFolderIndex = new Map(
      writer.emittedFolders.map((folder, index) => [folder.key, index]),
    );
    extension.docs = design.docs.map((doc) => ({
      name: doc.name,
      folder: doc.folderKey === null ? null : (apiFolderIndex.get(doc.folderKey) ?? null),
      data: doc.data,
    }));
  }
  if (Object.keys(extension).length > 1) collection[HERON_EXTENSION] = extension;
  return collection;
}

class CollectionWriter {
  /** The endpoint and folder each written item stands for (the diff aligns on these). */
  readonly endpointOf = new Map<Json, BundleEndpoint>();
  readonly folderOf = new Map<Json, BundleFolder>();
  /** `api` folders in the order written (tree order), for placing documents. */
  readonly emittedFolders: BundleFolder[] = [];
  private readonly models: Map<string, JsonSchema>;
  private readonly firstServer: string | undefined;
  /** What endpoints on the first server start with: `{{baseUrl}}`, the URL itself, or nothing. */
  private readonly firstServerPrefix: string | null;
  private readonly variables: unknown[];

  constructor(private readonly design: DesignBundle) {
    this.models = new Map(design.models.map((model) => [model.name, model.data.schema]));
    const kept = design.meta.extra?.[VARIABLES_EXTRA];
    this.variables = Array.isArray(kept) ? [...kept] : [];
    this.firstServer = design.meta.servers[0]?.url;
    this.firstServerPrefix = this.chooseFirstServerPrefix();
  }

  private chooseFirstServerPrefix(): string | null {
    const server = this.firstServer;
    if (server === undefined) return null;
    if (/^\{\{[^{}]+\}\}$/.test(server)) return server;
    const existing = this.variables.find(
      (variable) => isRecord(variable) && variable.key === BASE_URL_VARIABLE,
    ) as Json | undefined;
    if (existing === undefined) {
      this.variables.push({ key: BASE_URL_VARIABLE, value: server, type: 'string' });
      return `{{${BASE_URL_VARIABLE}}}`;
    }
    const value =
      typeof existing.value === 'string' ? existing.value.trim().replace(/\/+$/, '') : null;
    // A baseUrl variable of the source that means something else: write the server itself.
    return value === server && existing.disabled !== true ? `{{${BASE_URL_VARIABLE}}}` : server;
  }

  write(): Json {
    const { meta } = this.design;
    const info: Json = {
      _postman_id: stableUuid(
        [
          meta.info.title,
          ...this.design.endpoints.map((e) => `${e.data.method} ${e.data.path}`),
        ].join('\n'),
      ),
      name: meta.info.title,
    };
    if (meta.info.description) info.description = meta.info.description;
    const infoExtra = { ...meta.info.extra };
    const postmanVersion = infoExtra['x-postman-version'];
    delete infoExtra['x-postman-version'];
    if (postmanVersion !== undefined) info.version = postmanVersion;
    else if (meta.info.version !== '') info.version = meta.info.version;
    Object.assign(info, fromPostmanExtra(infoExtra));
    info.schema = POSTMAN_V21_SCHEMA;

    const collection: Json = { info, item: this.children(null) };
    const auth = this.authFor(meta.security);
    if (auth !== undefined && auth.type !== 'noauth') collection.auth = auth;
    const extra = { ...meta.extra };
    if (extra['x-postman-event'] !== undefined) collection.event = extra['x-postman-event'];
    delete extra['x-postman-event'];
    delete extra[VARIABLES_EXTRA];
    Object.assign(collection, fromPostmanExtra(extra));
    if (this.variables.length > 0) collection.variable = this.variables;
    return collection;
  }

  /** The items of a folder, subfolders and requests interleaved in the design's tree order. */
  private children(folderKey: string | null): Json[] {
    const tree = this.tree();
    const folders = tree.folders.get(folderKey) ?? [];
    const ownEndpoints = tree.endpoints.get(folderKey) ?? [];
    // A folder sorts by the first endpoint inside it; an empty one stays after its predecessor.
    let previous = Number.NEGATIVE_INFINITY;
    const folderOrder = folders.map((folder) => {
      const first = tree.firstIndex.get(folder.key) ?? Number.POSITIVE_INFINITY;
      previous = Number.isFinite(first) ? first : previous;
      return { folder, order: previous };
    });
    const items: Json[] = [];
    let f = 0;
    let e = 0;
    while (f < folderOrder.length || e < ownEndpoints.length) {
      const nextFolder = folderOrder[f];
      const nextEndpoint = ownEndpoints[e];
      if (
        nextFolder !== undefined &&
        (nextEndpoint === undefined || nextFolder.order < nextEndpoint.index)
      ) {
        items.push(this.folderItem(nextFolder.folder));
        f += 1;
      } else if (nextEndpoint !== undefined) {
        items.push(this.requestItem(nextEndpoint.endpoint));
        e += 1;
      }
    }
    return items;
  }

  private cachedTree: DesignTree | undefined;

  /**
   * The api folders and endpoints by parent, and the first endpoint index under each folder. A
   * folder whose parent is missing (or not an api folder) sits at the root; a folder on a parent
   * cycle is left out rather than written forever.
   */
  private tree(): DesignTree {
    if (this.cachedTree !== undefined) return this.cachedTree;
    const { folders: all, endpoints } = this.design;
    const api = new Map(all.filter((f) => f.section === 'api').map((f) => [f.key, f] as const));
    const reachesRoot = (folder: BundleFolder): boolean => {
      const seen = new Set<string>();
      for (let current: BundleFolder | undefined = folder; current !== undefined;) {
        if (seen.has(current.key)) return false;
        seen.add(current.key);
        current = current.parentKey === null ? undefined : api.get(current.parentKey);
      }
      return true;
    };
    const folders = new Map<string | null, BundleFolder[]>();
    for (const folder of api.values()) {
      if (!reachesRoot(folder)) continue;
      const parent =
        folder.parentKey !== null && api.has(folder.parentKey) ? folder.parentKey : null;
      const siblings = folders.get(parent);
      if (siblings === undefined) folders.set(parent, [folder]);
      else siblings.push(folder);
    }
    const placed = new Set([...folders.values()].flat().map((f) => f.key));
    const byFolder = new Map<string | null, Array<{ endpoint: BundleEndpoint; index: number }>>();
    const firstIndex = new Map<string, number>();
    endpoints.forEach((endpoint, index) => {
      const key =
        endpoint.folderKey !== null && placed.has(endpoint.folderKey) ? endpoint.folderKey : null;
      const siblings = byFolder.get(key);
      if (siblings === undefined) byFolder.set(key, [{ endpoint, index }]);
      else siblings.push({ endpoint, index });
      for (let current = key; current !== null; current = api.get(current)?.parentKey ?? null) {
        if (firstIndex.has(current) || !placed.has(current)) break;
        firstIndex.set(current, index);
      }
    });
    this.cachedTree = { folders, endpoints: byFolder, firstIndex };
    return this.cachedTree;
  }

  private folderItem(folder: BundleFolder): Json {
    this.emittedFolders.push(folder);
    const item: Json = { name: folder.name };
    if (folder.data.description) item.description = folder.data.description;
    const extra = { ...folder.data.extra };
    const auth = exportedFolderAuth(folder.data.auth, extra['x-postman-auth']);
    if (auth !== undefined) item.auth = auth;
    delete extra['x-postman-auth'];
    if (extra['x-postman-event'] !== undefined) item.event = extra['x-postman-event'];
    delete extra['x-postman-event'];
    Object.assign(item, fromPostmanExtra(extra));
    item.item = this.children(folder.key);
    this.folderOf.set(item, folder);
    return item;
  }

  private requestItem(endpoint: BundleEndpoint): Json {
    const { data } = endpoint;
    const extra = { ...data.extra };
    const request: Json = { method: data.method.toUpperCase() };
    const url = this.url(endpoint, extra);
    const header = this.headers(data.parameters);
    const body = data.requestBody?.content[0];
    if (body !== undefined) {
      const written = writeBody(body, this.models);
      request.body = written.body;
      if (written.contentTypeHeader) {
        header.push({ key: 'Content-Type', value: body.contentType, type: 'text' });
      }
    }
    request.header = header;
    request.url = url;
    const auth = this.authFor(data.security);
    if (auth !== undefined) request.auth = auth;
    if (data.description !== '') request.description = data.description;

    const item: Json = { name: endpoint.name };
    if (extra['x-postman-event'] !== undefined) item.event = extra['x-postman-event'];
    if (extra['x-postman-item-description'] !== undefined) {
      item.description = extra['x-postman-item-description'];
    }
    delete extra['x-postman-event'];
    delete extra['x-postman-item-description'];
    for (const [key, value] of Object.entries(extra)) {
      if (key.startsWith('x-postman-request-'))
        request[key.slice('x-postman-request-'.length)] = value;
      else if (key.startsWith('x-postman-url-')) url[key.slice('x-postman-url-'.length)] = value;
      else if (key.startsWith('x-postman-')) item[key.slice('x-postman-'.length)] = value;
    }
    item.request = request;
    item.response = data.responses.flatMap((response) =>
      writeSavedResponses(response, this.models),
    );
    this.endpointOf.set(item, endpoint);
    return item;
  }

  private url(endpoint: BundleEndpoint, extra: Json): Json {
    const { data } = endpoint;
    const own =
      Array.isArray(extra.servers) && isRecord(extra.servers[0]) ? extra.servers[0].url : undefined;
    const server = typeof own === 'string' ? own : this.firstServer;
    const prefix =
      server === undefined ? null : server === this.firstServer ? this.firstServerPrefix : server;

    const pathParameters = new Map(
      data.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p] as const),
    );
    const variable: Json[] = [];
    const segments = data.path
      .split('/')
      .slice(1)
      .map((segment) => {
        const whole = /^\{([^{}]+)\}$/.exec(segment);
        const parameter = whole === null ? undefined : pathParameters.get(whole[1]!);
        if (parameter !== undefined) {
          const entry: Json = { key: parameter.name, value: textOf(parameter.example) ?? '' };
          if (parameter.description) entry.description = parameter.description;
          Object.assign(entry, fromPostmanExtra(parameter.extra));
          variable.push(entry);
          return `:${parameter.name}`;
        }
        return segment.replace(/\{([^{}]+)\}/g, (text, name: string) =>
          pathParameters.has(name) ? `{{${name}}}` : text,
        );
      });
    if (segments.length === 1 && segments[0] === '') segments.length = 0;

    const query: Json[] = [];
    for (const parameter of data.parameters.filter((p) => p.in === 'query')) {
      const isArray =
        isRecord(parameter.schema) &&
        parameter.schema.type === 'array' &&
        Array.isArray(parameter.example);
      const values = isArray ? (parameter.example as unknown[]) : [parameter.example];
      values.forEach((value, index) => {
        const entry: Json = {
          key: parameter.name,
          value: value === undefined ? null : (textOf(value) ?? null),
        };
        if (index === 0 && parameter.description) entry.description = parameter.description;
        Object.assign(entry, fromPostmanExtra(parameter.extra));
        query.push(entry);
      });
    }

    const url: Json = {};
    const hostParts = prefix === null ? null : hostOf(prefix);
    const allSegments = [...(hostParts?.path ?? []), ...segments];
    const queryText = query
      .filter((entry) => entry.disabled !== true)
      .map((entry) =>
        entry.value === null ? String(entry.key) : `${String(entry.key)}=${String(entry.value)}`,
      )
      .join('&');
    let origin = '';
    if (hostParts !== null) {
      origin = `${hostParts.protocol ? `${hostParts.protocol}://` : ''}${hostParts.host.join('.')}${hostParts.port ? `:${hostParts.port}` : ''}`;
      if (hostParts.protocol) url.protocol = hostParts.protocol;
      url.host = hostParts.host;
      if (hostParts.port) url.port = hostParts.port;
    }
    const pathText =
      allSegments.length > 0 ? `/${allSegments.join('/')}` : origin === '' ? '/' : '';
    url.raw = origin + pathText + (queryText === '' ? '' : `?${queryText}`);
    url.path = allSegments;
    if (query.length > 0) url.query = query;
    if (variable.length > 0) url.variable = variable;
    return url;
  }

  private headers(parameters: readonly Parameter[]): Json[] {
    const header: Json[] = [];
    let wroteCookies = false;
    for (const parameter of parameters) {
      if (parameter.in === 'header') {
        const entry: Json = { key: parameter.name, value: textOf(parameter.example) ?? '' };
        if (parameter.description) entry.description = parameter.description;
        Object.assign(entry, fromPostmanExtra(parameter.extra));
        entry.type ??= 'text';
        header.push(entry);
      } else if (parameter.in === 'cookie' && !wroteCookies) {
        wroteCookies = true;
        const cookies = parameters
          .filter((p) => p.in === 'cookie')
          .map((p) => (p.example === undefined ? p.name : `${p.name}=${textOf(p.example) ?? ''}`));
        header.push({ key: 'Cookie', value: cookies.join('; '), type: 'text' });
      }
    }
    return header;
  }

  /** The Postman auth for a security requirement list (null: inherit; []: none). */
  private authFor(security: ReadonlyArray<Record<string, string[]>> | null): Json | undefined {
    if (security === null) return undefined;
    const first = security[0];
    if (first === undefined) return { type: 'noauth' };
    const name = Object.keys(first)[0];
    const scheme = name === undefined ? undefined : this.design.meta.securitySchemes[name];
    if (name === undefined || scheme === undefined) return { type: 'noauth' };
    return authForScheme(name, scheme) ?? undefined;
  }
}

/** Protocol, host labels, port and base path of a server URL (or `{{variable}}`). */
function hostOf(prefix: string): {
  protocol?: string;
  host: string[];
  port?: string;
  path: string[];
} {
  if (/^\{\{[^{}]+\}\}$/.test(prefix)) return { host: [prefix], path: [] };
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/]*)(\/.*)?$/i.exec(prefix);
  const authority = match?.[2] ?? prefix;
  const path = (match?.[3] ?? '').split('/').slice(1);
  if (path.length > 0 && path[path.length - 1] === '') path.pop();
  const port = /:(\d+|\{\{[^{}]+\}\})$/.exec(authority);
  const host = port === null ? authority : authority.slice(0, port.index);
  const result: { protocol?: string; host: string[]; port?: string; path: string[] } = {
    host: host.split('.'),
    path,
  };
  if (match?.[1]) result.protocol = match[1];
  if (port !== null) result.port = port[1]!;
  // A server with a base path, or one Postman's parts cannot spell (a templated scheme …), is
  // written as one host label: Postman still prints the URL, and a re-import reads it back whole.
  if (match === null || path.length > 0) return { host: [prefix.replace(/\/+$/, '')], path: [] };
  return result;
}
