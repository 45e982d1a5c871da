import type {
  BundleEndpoint,
  DesignBundle,
  MediaType,
  NamedExample,
  Parameter,
  RequestBody,
  Response,
  ResponseHeader,
} from '@heron/contract';
import { formatFolderPath } from './design-folders.js';
import { isObject, put, type JsonObject } from './json-value.js';
import {
  HERON_COMPONENTS_EXTRA,
  HERON_DOCS,
  HERON_FOLDER,
  HERON_PARAMETERS_EXTRA,
  HERON_PATHS_EXTENSIONS,
  HERON_RESPONSES_EXTRA,
  HERON_STATUS,
} from './heron-extensions.js';
import { rewriteTyped } from './oas-structure.js';
import { downgradeSchema, OAS31_ESCAPE } from './schema-dialect.js';

export interface ExportOpenApiOptions {
  /** 3.0 writes schemas in the 3.0 dialect; what 3.0 cannot say is kept as `x-oas31-*`. */
  version: '3.1' | '3.0';
}

/** Top-level and `components` fields OpenAPI 3.0 has; the others are hidden in a 3.0 export. */
const ROOT_30 = new Set([
  'openapi',
  'info',
  'servers',
  'paths',
  'components',
  'security',
  'tags',
  'externalDocs',
]);
const COMPONENTS_30 = new Set([
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
]);

/**
 * Writes a design as an OpenAPI document (an object; the caller serialises it). Everything the
 * importer kept in `extra` is written back where it came from; Heron's own facts travel as
 * extensions the importer reads again: `x-heron-status` (only when `deprecated` does not already
 * say it), `x-heron-folder` (only when the folder is not the first tag) and `x-heron-docs`.
 */
export function exportOpenApi(
  bundle: DesignBundle,
  options: ExportOpenApiOptions,
): Record<string, unknown> {
  const { meta } = bundle;
  const folderPaths = folderPathsOf(bundle);
  const document: JsonObject = {};
  document.openapi =
    options.version === '3.1'
      ? /^3\.1\./.test(meta.openapi)
        ? meta.openapi
        : '3.1.0'
      : /^3\.0\./.test(meta.openapi)
        ? meta.openapi
        : '3.0.3';

  const info: JsonObject = { title: meta.info.title };
  if (meta.info.description !== undefined) info.description = meta.info.description;
  info.version = meta.info.version;
  writeExtra(info, meta.info.extra);
  document.info = info;

  const extra = { ...meta.extra };
  const pathsExtensions = extra[HERON_PATHS_EXTENSIONS];
  const componentsExtra = extra[HERON_COMPONENTS_EXTRA];
  const keptDocs = extra[HERON_DOCS];
  delete extra[HERON_PATHS_EXTENSIONS];
  delete extra[HERON_COMPONENTS_EXTRA];
  delete extra[HERON_DOCS];

  if (meta.servers.length > 0) {
    document.servers = meta.servers.map((server) => {
      const out: JsonObject = { url: server.url };
      if (server.description !== undefined) out.description = server.description;
      if (server.variables !== undefined) out.variables = server.variables;
      writeExtra(out, server.extra);
      return out;
    });
  }
  if (meta.security.length > 0) document.security = meta.security;
  if (meta.tags.length > 0) {
    document.tags = meta.tags.map((tag) => {
      const out: JsonObject = { name: tag.name };
      if (tag.description !== undefined) out.description = tag.description;
      writeExtra(out, tag.extra);
      return out;
    });
  }

  const paths: JsonObject = {};
  for (const endpoint of bundle.endpoints) {
    const { path, method } = endpoint.data;
    let item = paths[path] as JsonObject | undefined;
    if (item === undefined) {
      item = { ...meta.pathExtras[path] };
      put(paths, path, item);
    }
    // Two endpoints with one method and path cannot both be written: the first (in tree order) is.
    if (Object.hasOwn(item, method)) continue;
    item[method] = operationOf(
      endpoint,
      folderPaths.get(endpoint.folderKey) ?? [],
      options.version,
    );
  }
  for (const path of Object.keys(meta.pathExtras)) {
    if (!Object.hasOwn(paths, path)) put(paths, path, { ...meta.pathExtras[path] });
  }
  if (isObject(pathsExtensions)) writeExtra(paths, pathsExtensions);
  // OpenAPI 3.0 requires `paths`; 3.1 documents may have only webhooks or components.
  if (Object.keys(paths).length > 0 || options.version === '3.0') document.paths = paths;

  for (const key of Object.keys(extra)) {
    if (!Object.hasOwn(document, key)) put(document, key, extra[key]);
  }

  const components: JsonObject = {};
  if (bundle.models.length > 0) {
    const schemas: JsonObject = {};
    for (const model of bundle.models) {
      let schema: unknown = model.data.schema;
      const folder = folderPaths.get(model.folderKey) ?? [];
      if (isObject(schema) && (folder.length > 0 || model.data.extra !== undefined)) {
        const copy: JsonObject = { ...schema };
        writeExtra(copy, model.data.extra);
        if (folder.length > 0) copy[HERON_FOLDER] = formatFolderPath(folder);
        schema = copy;
      }
      put(schemas, model.name, schema);
    }
    components.schemas = schemas;
  }
  if (Object.keys(meta.securitySchemes).length > 0)
    components.securitySchemes = meta.securitySchemes;
  writeExtra(components, meta.components);
  if (isObject(componentsExtra)) writeExtra(components, componentsExtra);
  if (Object.keys(components).length > 0) document.components = components;

  if (bundle.docs.length > 0) {
    document[HERON_DOCS] = bundle.docs.map((doc) => {
      const out: JsonObject = { name: doc.name, content: doc.data.content };
      const folder = folderPaths.get(doc.folderKey) ?? [];
      if (folder.length > 0) out.folder = formatFolderPath(folder);
      return out;
    });
  } else if (keptDocs !== undefined) {
    document[HERON_DOCS] = keptDocs;
  }

  return options.version === '3.0' ? toOpenApi30(document) : document;
}

/** Writes fields of `extra` that the object does not have yet (modelled fields come first). */
function writeExtra(target: JsonObject, extra: JsonObject | undefined): void {
  if (extra === undefined) return;
  for (const key of Object.keys(extra)) {
    if (!Object.hasOwn(target, key)) put(target, key, extra[key]);
  }
}

/** Each folder's path of names, by key. */
function folderPathsOf(bundle: DesignBundle): Map<string | null, string[]> {
  const byKey = new Map(bundle.folders.map((folder) => [folder.key, folder]));
  const paths = new Map<string | null, string[]>();
  const pathOf = (key: string | null, depth = 0): string[] => {
    if (key === null) return [];
    const known = paths.get(key);
    if (known !== undefined) return known;
    const folder = byKey.get(key);
    // A missing parent or a loop (a broken bundle) ends the path instead of recursing forever.
    if (folder === undefined || depth > bundle.folders.length) return [];
    const path = [...pathOf(folder.parentKey, depth + 1), folder.name];
    paths.set(key, path);
    return path;
  };
  for (const folder of bundle.folders) pathOf(folder.key);
  paths.set(null, []);
  return paths;
}

function operationOf(
  endpoint: BundleEndpoint,
  folder: readonly string[],
  version: '3.1' | '3.0',
): JsonObject {
  const { data } = endpoint;
  const extra = { ...data.extra };
  const oddParameters = extra[HERON_PARAMETERS_EXTRA];
  const oddResponses = extra[HERON_RESPONSES_EXTRA];
  delete extra[HERON_PARAMETERS_EXTRA];
  delete extra[HERON_RESPONSES_EXTRA];

  const out: JsonObject = {};
  if (data.tags.length > 0) out.tags = data.tags;
  out.summary = endpoint.name;
  if (data.description !== '') out.description = data.description;
  if (data.operationId !== null) out.operationId = data.operationId;
  const parameters: unknown[] = data.parameters.map(parameterOf);
  if (Array.isArray(oddParameters)) parameters.push(...oddParameters);
  if (parameters.length > 0) out.parameters = parameters;
  if (data.requestBody !== null) out.requestBody = requestBodyOf(data.requestBody);
  const responses: JsonObject = {};
  for (const response of data.responses) put(responses, response.status, responseOf(response));
  if (isObject(oddResponses)) writeExtra(responses, oddResponses);
  if (Object.keys(responses).length > 0 || version === '3.0') out.responses = responses;
  if (data.security !== null) out.security = data.security;
  writeExtra(out, extra);

  // What the importer derives: x-heron-status, else deprecated → deprecated, else designing.
  if (data.status === 'deprecated' && out.deprecated === undefined) out.deprecated = true;
  const derived = out.deprecated === true ? 'deprecated' : 'designing';
  if (derived !== data.status) out[HERON_STATUS] = data.status;
  else delete out[HERON_STATUS];

  const tagFolder = data.tags.length > 0 ? [data.tags[0]!] : [];
  const sameFolder =
    folder.length === tagFolder.length && folder.every((name, i) => name === tagFolder[i]);
  if (!sameFolder) out[HERON_FOLDER] = formatFolderPath(folder);
  else delete out[HERON_FOLDER];
  return out;
}

function examplesOf(examples: readonly NamedExample[]): JsonObject {
  const out: JsonObject = {};
  for (const example of examples) {
    const value: JsonObject = {};
    if (example.summary !== undefined) value.summary = example.summary;
    if (example.description !== undefined) value.description = example.description;
    if (example.value !== undefined) value.value = example.value;
    if (example.externalValue !== undefined) value.externalValue = example.externalValue;
    writeExtra(value, example.extra);
    put(out, example.name, value);
  }
  return out;
}

function parameterOf(parameter: Parameter): JsonObject {
  const out: JsonObject = { name: parameter.name, in: parameter.in };
  if (parameter.description !== '') out.description = parameter.description;
  if (parameter.required) out.required = true;
  if (parameter.deprecated !== undefined) out.deprecated = parameter.deprecated;
  if (parameter.schema !== undefined) out.schema = parameter.schema;
  if (parameter.example !== undefined) out.example = parameter.example;
  if (parameter.examples !== undefined) out.examples = examplesOf(parameter.examples);
  writeExtra(out, parameter.extra);
  return out;
}

function contentOf(content: readonly MediaType[]): JsonObject {
  const out: JsonObject = {};
  for (const media of content) {
    const value: JsonObject = {};
    if (media.schema !== undefined) value.schema = media.schema;
    if (media.example !== undefined) value.example = media.example;
    if (media.examples.length > 0) value.examples = examplesOf(media.examples);
    writeExtra(value, media.extra);
    put(out, media.contentType, value);
  }
  return out;
}

function requestBodyOf(body: RequestBody): JsonObject {
  const out: JsonObject = {};
  if (body.description !== '') out.description = body.description;
  out.content = contentOf(body.content);
  if (body.required) out.required = true;
  writeExtra(out, body.extra);
  return out;
}

function headerOf(header: ResponseHeader): JsonObject {
  const out: JsonObject = {};
  if (header.description !== '') out.description = header.description;
  if (header.required) out.required = true;
  if (header.deprecated !== undefined) out.deprecated = header.deprecated;
  if (header.schema !== undefined) out.schema = header.schema;
  if (header.example !== undefined) out.example = header.example;
  writeExtra(out, header.extra);
  return out;
}

function responseOf(response: Response): JsonObject {
  // `description` is required by OpenAPI 3.0 and 3.1.
  const out: JsonObject = { description: response.description };
  if (response.headers.length > 0) {
    const headers: JsonObject = {};
    for (const header of response.headers) put(headers, header.name, headerOf(header));
    out.headers = headers;
  }
  if (response.content.length > 0) out.content = contentOf(response.content);
  writeExtra(out, response.extra);
  return out;
}

/**
 * The 3.1 document in OpenAPI 3.0 form. Top-level and `components` fields 3.0 lacks (webhooks,
 * jsonSchemaDialect, pathItems …) are hidden first as `x-oas31-*` (and stay in 3.1 form, which
 * the 3.0 importer restores as they are); then every schema goes to the 3.0 dialect.
 */
function toOpenApi30(document: JsonObject): JsonObject {
  const hide = (object: JsonObject, allowed: ReadonlySet<string>): JsonObject => {
    const out: JsonObject = {};
    for (const key of Object.keys(object)) {
      put(out, allowed.has(key) || key.startsWith('x-') ? key : OAS31_ESCAPE + key, object[key]);
    }
    return out;
  };
  const hidden = hide(document, ROOT_30);
  if (isObject(hidden.components)) hidden.components = hide(hidden.components, COMPONENTS_30);
  return rewriteTyped(hidden, '3.x', (node, kind) =>
    kind === 'schema' ? downgradeSchema(node) : undefined,
  ) as JsonObject;
}
