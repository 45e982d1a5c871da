import { ImportBudget } from '../import/import-budget.js';
import { fragmentSegments, valueAt } from './json-pointer.js';
import { isObject, put, type JsonObject } from './json-value.js';
import { upgradeSchemaNode } from './schema-dialect.js';
import type { StructureReader, Trail } from './structure-reader.js';

const METHODS_20 = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
const LOCATIONS_20 = new Set(['query', 'header', 'path', 'formData', 'body']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Swagger 2.0 parameter fields that describe its value: they become the parameter's schema. */
const SCHEMA_FIELDS = [
  'type',
  'format',
  'items',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'enum',
  'multipleOf',
];

/** Fields of a 2.0 parameter that its OpenAPI 3 form does not copy as they are. */
const PARAMETER_OWN_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'in',
  'collectionFormat',
  ...SCHEMA_FIELDS,
]);

/** Fields of a 2.0 operation converted rather than copied. */
const OPERATION_CONVERTED_FIELDS: ReadonlySet<string> = new Set([
  'parameters',
  'responses',
  'consumes',
  'produces',
  'schemes',
]);

/** Fields of a 2.0 response converted rather than copied. */
const RESPONSE_CONVERTED_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'headers',
  'examples',
  'schema',
]);

/** `collectionFormat` of an array in the query → OpenAPI 3 `style` and `explode`. */
const QUERY_STYLES: Record<string, { style: string; explode: boolean }> = {
  csv: { style: 'form', explode: false },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  multi: { style: 'form', explode: true },
};

/** The OAuth 2 flow names of Swagger 2.0 and their OpenAPI 3 names. */
const OAUTH_FLOWS: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

interface Param {
  value: JsonObject;
  trail: Trail;
}

/**
 * Rewrites a Swagger 2.0 document as an OpenAPI 3 one, checking its structure on the way (the
 * findings point into the 2.0 document): body and form parameters become request bodies,
 * `consumes`/`produces` become content types, `host`/`basePath`/`schemes` become servers,
 * security definitions become security schemes (OAuth 2 flows renamed). Schemas have been
 * converted before (see `passSchemas`); what 2.0 writes beside them (parameter types, header
 * types) is turned into schemas here.
 */
export function swagger2ToOpenApi3(
  document: JsonObject,
  reader: StructureReader,
  budget: ImportBudget = new ImportBudget(),
): JsonObject {
  const {
    swagger: _swagger,
    host,
    basePath,
    schemes,
    consumes: _consumes,
    produces: _produces,
    paths,
    definitions,
    parameters,
    responses,
    securityDefinitions,
    ...rest
  } = document;
  const globalConsumes = reader.stringList(document, 'consumes', []) ?? [];
  const globalProduces = reader.stringList(document, 'produces', []) ?? [];
  const schemeList = reader.stringList(document, 'schemes', []);
  if (host !== undefined && typeof host !== 'string')
    reader.wrongType(host, 'a string', '"host"', ['host']);
  if (basePath !== undefined && typeof basePath !== 'string') {
    reader.wrongType(basePath, 'a string', '"basePath"', ['basePath']);
  }
  const hostName = typeof host === 'string' ? host : undefined;
  const base = typeof basePath === 'string' ? basePath : '';
  const serverUrls = serverUrlsOf(
    hostName,
    base,
    schemeList ?? (schemes === undefined ? undefined : []),
  );

  const out: JsonObject = { openapi: '3.0.3' };
  for (const key of Object.keys(rest)) put(out, key, rest[key]);
  if (serverUrls.length > 0) out.servers = serverUrls.map((url) => ({ url }));

  const context: Context = {
    document,
    reader,
    globalConsumes,
    globalProduces,
    hostName,
    base,
    refSegments: new Map(),
    budget,
  };
  const components: JsonObject = {};
  if (definitions !== undefined) {
    if (reader.object(definitions, '"definitions"', ['definitions']) !== null)
      components.schemas = definitions;
  }

  if (
    parameters !== undefined &&
    reader.object(parameters, '"parameters"', ['parameters']) !== null
  ) {
    const converted: JsonObject = {};
    const bodies: JsonObject = {};
    for (const [name, value] of Object.entries(parameters as JsonObject)) {
      const param = readParameter(context, value, ['parameters', name]);
      if (param === null) continue;
      if (param.value.in === 'body') {
        put(bodies, name, bodyOf(context, param, globalConsumes));
      } else if (param.value.in !== 'formData') {
        put(converted, name, convertParameter(param));
      }
    }
    if (Object.keys(converted).length > 0) components.parameters = converted;
    if (Object.keys(bodies).length > 0) components.requestBodies = bodies;
  }
  if (responses !== undefined && reader.object(responses, '"responses"', ['responses']) !== null) {
    const converted: JsonObject = {};
    for (const [name, value] of Object.entries(responses as JsonObject)) {
      const response = convertResponse(context, value, ['responses', name], globalProduces);
      if (response !== null) put(converted, name, response);
    }
    components.responses = converted;
  }
  if (securityDefinitions !== undefined) {
    const schemes = reader.object(securityDefinitions, '"securityDefinitions"', [
      'securityDefinitions',
    ]);
    if (schemes !== null) {
      const converted: JsonObject = {};
      for (const [name, value] of Object.entries(schemes)) {
        const scheme = reader.object(value, 'A security definition', ['securityDefinitions', name]);
        if (scheme !== null) put(converted, name, convertSecurityScheme(scheme));
      }
      components.securitySchemes = converted;
    }
  }

  if (paths === undefined) {
    reader.error('MISSING_FIELD', 'A Swagger 2.0 document needs the field "paths".', []);
  } else if (reader.object(paths, '"paths"', ['paths']) !== null) {
    const converted: JsonObject = {};
    for (const [path, item] of Object.entries(paths as JsonObject)) {
      if (path.startsWith('x-')) {
        put(converted, path, item);
        continue;
      }
      const pathItem = convertPathItem(context, item, ['paths', path]);
      if (pathItem !== null) put(converted, path, pathItem);
    }
    out.paths = converted;
  }
  if (Object.keys(components).length > 0) out.components = components;
  return out;
}

interface Context {
  document: JsonObject;
  reader: StructureReader;
  globalConsumes: string[];
  globalProduces: string[];
  hostName: string | undefined;
  base: string;
  /**
   * The segments of each reference met so far: large documents refer to the same few shared
   * parameters and responses from thousands of operations.
   */
  refSegments: Map<string, string[] | null>;
  /** Pays for shared parameters and responses repeated per operation, and per content type. */
  budget: ImportBudget;
}

/**
 * Pays for `times` more copies of `value` in the design; false, with the finding made once, when
 * the import's work is over budget (the caller stops copying).
 */
function payForCopies(
  context: Context,
  value: unknown,
  times: number,
  trail: Trail,
  what: string,
): boolean {
  if (context.budget.spendOnCopies(value, times)) return true;
  if (context.budget.isFirstRefusal()) {
    context.reader.error('TOO_COMPLEX', context.budget.overWorkMessage(what), trail);
  }
  return false;
}

function serverUrlsOf(
  host: string | undefined,
  basePath: string,
  schemes: string[] | undefined,
): string[] {
  if (host === undefined) return basePath === '' ? [] : [basePath];
  const list = schemes !== undefined && schemes.length > 0 ? schemes : ['https'];
  return list.map((scheme) => `${scheme}://${host}${basePath}`);
}

/** A parameter with its `$ref` followed (2.0 refers to the document's `parameters`). */
function readParameter(context: Context, value: unknown, trail: Trail): Param | null {
  const resolved = followRef(context, value, trail, 'A parameter');
  if (resolved === null) return null;
  const { reader } = context;
  const param = reader.object(resolved.value, 'A parameter', resolved.trail);
  if (param === null) return null;
  const name = reader.string(param, 'name', resolved.trail);
  const location = reader.string(param, 'in', resolved.trail);
  if (!Object.hasOwn(param, 'name')) reader.required(param, 'name', 'A parameter', resolved.trail);
  if (!Object.hasOwn(param, 'in')) reader.required(param, 'in', 'A parameter', resolved.trail);
  if (name === undefined || location === undefined) return null;
  if (!LOCATIONS_20.has(location)) {
    reader.error(
      'INVALID_VALUE',
      `A parameter's "in" must be query, header, path, formData or body, not "${location}".`,
      [...resolved.trail, 'in'],
    );
    return null;
  }
  return { value: param, trail: resolved.trail };
}

function followRef(
  context: Context,
  value: unknown,
  trail: Trail,
  what: string,
): { value: unknown; trail: Trail } | null {
  let current = value;
  let currentTrail = trail;
  // Made on the first reference only: most values followed are not references.
  let seen: Set<string> | undefined;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    let segments = context.refSegments.get(ref);
    if (segments === undefined) {
      segments = ref.startsWith('#') ? fragmentSegments(ref.slice(1)) : null;
      context.refSegments.set(ref, segments);
    }
    const target =
      segments === null || segments.length === 0 ? undefined : valueAt(context.document, segments);
    if (target === undefined || segments === null) {
      context.reader.error('REF_UNRESOLVED', `${what} refers to "${ref}", which does not exist.`, [
        ...currentTrail,
        '$ref',
      ]);
      return null;
    }
    seen ??= new Set();
    if (seen.has(ref)) {
      context.reader.error('REF_CYCLE', `${what} refers to "${ref}", which leads back to itself.`, [
        ...currentTrail,
        '$ref',
      ]);
      return null;
    }
    seen.add(ref);
    current = target;
    currentTrail = segments;
  }
  // What a reference names is repeated, with everything in it, in each place that names it.
  if (
    current !== value &&
    !payForCopies(context, current, 1, trail, `${what} that references repeat`)
  )
    return null;
  return { value: current, trail: currentTrail };
}

/** The schema a 2.0 parameter or header describes with its own fields (`x-*` included). */
function schemaOfFields(source: JsonObject): JsonObject {
  const schema: JsonObject = {};
  for (const field of SCHEMA_FIELDS) {
    if (!Object.hasOwn(source, field)) continue;
    put(schema, field, field === 'items' ? itemsSchema(source.items) : source[field]);
  }
  if (schema.type === 'file') {
    schema.type = 'string';
    schema.format = 'binary';
  }
  for (const key of Object.keys(source)) {
    if (key.startsWith('x-')) put(schema, key, source[key]);
  }
  return upgradeSchemaNode(schema);
}

/**
 * A 2.0 `items` object (already read as a schema): its own collection format, which a schema
 * cannot say, is kept as an extension.
 */
function itemsSchema(items: unknown): unknown {
  if (!isObject(items)) return items;
  const { collectionFormat, ...schema } = items;
  if (collectionFormat !== undefined) schema['x-collectionFormat'] = collectionFormat;
  if (isObject(schema.items)) schema.items = itemsSchema(schema.items);
  if (schema.type === 'file') {
    schema.type = 'string';
    schema.format = 'binary';
  }
  return schema;
}

function convertParameter(param: Param): JsonObject {
  const { value } = param;
  const out: JsonObject = { name: value.name, in: value.in };
  for (const key of Object.keys(value)) {
    if (!PARAMETER_OWN_FIELDS.has(key)) put(out, key, value[key]);
  }
  const schema = schemaOfFields(value);
  for (const key of Object.keys(schema)) if (key.startsWith('x-')) delete schema[key];
  out.schema = schema;
  if (value.type === 'array') {
    const format = typeof value.collectionFormat === 'string' ? value.collectionFormat : 'csv';
    if (value.in === 'query' && QUERY_STYLES[format] !== undefined) {
      Object.assign(out, QUERY_STYLES[format]);
    } else if (format !== 'csv' || value.in === 'formData') {
      out['x-collectionFormat'] = format;
    }
  } else if (Object.hasOwn(value, 'collectionFormat')) {
    out['x-collectionFormat'] = value.collectionFormat;
  }
  if (typeof value.required !== 'boolean' && value.in === 'path') out.required = true;
  return out;
}

function bodyOf(context: Context, param: Param, consumes: string[]): JsonObject {
  const { value } = param;
  const { reader } = context;
  const schema = value.schema;
  if (!Object.hasOwn(value, 'schema'))
    reader.required(value, 'schema', 'A body parameter', param.trail);
  else if (typeof schema !== 'boolean' && !isObject(schema)) {
    reader.wrongType(schema, 'an object', 'A body parameter\'s "schema"', [
      ...param.trail,
      'schema',
    ]);
  }
  const out: JsonObject = {};
  if (typeof value.description === 'string') out.description = value.description;
  const content: JsonObject = {};
  let types = consumes.length > 0 ? consumes : ['application/json'];
  // Each content type repeats the schema: the body's own place is one, the others are copies.
  if (!payForCopies(context, schema, types.length - 1, param.trail, 'A body for each of its types'))
    types = types.slice(0, 1);
  for (const type of types) {
    put(content, type, schema === undefined ? {} : { schema });
  }
  out.content = content;
  if (value.required === true) out.required = true;
  for (const key of Object.keys(value)) if (key.startsWith('x-')) put(out, key, value[key]);
  if (typeof value.name === 'string') out['x-codegen-request-body-name'] = value.name;
  return out;
}

function formBodyOf(context: Context, params: Param[], consumes: string[]): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  let hasFile = false;
  for (const { value } of params) {
    const name = value.name as string;
    if (value.type === 'file') hasFile = true;
    const schema = schemaOfFields(value);
    if (typeof value.description === 'string') schema.description = value.description;
    if (value.allowEmptyValue !== undefined) schema['x-allowEmptyValue'] = value.allowEmptyValue;
    put(properties, name, schema);
    if (value.required === true) required.push(name);
  }
  const schema: JsonObject = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  const types = consumes.filter((type) => FORM_TYPES.includes(type.split(';')[0]!.trim()));
  let contentTypes =
    types.length > 0
      ? types
      : [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
  const trail = params[0]?.trail ?? [];
  if (
    !payForCopies(context, schema, contentTypes.length - 1, trail, 'A form for each of its types')
  )
    contentTypes = contentTypes.slice(0, 1);
  const content: JsonObject = {};
  for (const type of contentTypes) put(content, type, { schema });
  const body: JsonObject = { content };
  if (required.length > 0) body.required = true;
  return body;
}

function convertHeader(context: Context, value: unknown, trail: Trail): JsonObject | null {
  const header = context.reader.object(value, 'A response header', trail);
  if (header === null) return null;
  const out: JsonObject = {};
  if (typeof header.description === 'string') out.description = header.description;
  const schema = schemaOfFields(header);
  for (const key of Object.keys(schema)) if (key.startsWith('x-')) delete schema[key];
  if (Object.hasOwn(header, 'collectionFormat'))
    out['x-collectionFormat'] = header.collectionFormat;
  out.schema = schema;
  for (const key of Object.keys(header)) if (key.startsWith('x-')) put(out, key, header[key]);
  return out;
}

function convertResponse(
  context: Context,
  value: unknown,
  trail: Trail,
  produces: string[],
): JsonObject | null {
  const { reader } = context;
  const resolved = followRef(context, value, trail, 'A response');
  if (resolved === null) return null;
  const response = reader.object(resolved.value, 'A response', resolved.trail);
  if (response === null) return null;
  const at = resolved.trail;
  const out: JsonObject = {};
  const description = reader.string(response, 'description', at);
  out.description = description ?? '';
  const headers = reader.map(response, 'headers', at);
  if (headers !== undefined) {
    const converted: JsonObject = {};
    for (const [name, header] of Object.entries(headers)) {
      const h = convertHeader(context, header, [...at, 'headers', name]);
      if (h !== null) put(converted, name, h);
    }
    out.headers = converted;
  }
  const examples = reader.map(response, 'examples', at) ?? {};
  const hasSchema = Object.hasOwn(response, 'schema');
  const schema = response.schema;
  if (hasSchema && typeof schema !== 'boolean' && !isObject(schema)) {
    reader.wrongType(schema, 'an object', 'A response\'s "schema"', [...at, 'schema']);
  }
  const content: JsonObject = {};
  if (hasSchema) {
    let types = produces.length > 0 ? produces : ['application/json'];
    // Each content type repeats the schema: the response's own place is one, the rest copies.
    if (!payForCopies(context, schema, types.length - 1, at, 'A response for each of its types'))
      types = types.slice(0, 1);
    for (const type of types) {
      const media: JsonObject = { schema };
      if (Object.hasOwn(examples, type)) media.example = examples[type];
      put(content, type, media);
    }
  }
  for (const type of Object.keys(examples)) {
    if (Object.hasOwn(content, type)) continue;
    const media: JsonObject = hasSchema ? { schema } : {};
    media.example = examples[type];
    put(content, type, media);
  }
  if (Object.keys(content).length > 0) out.content = content;
  for (const key of Object.keys(response)) {
    if (!RESPONSE_CONVERTED_FIELDS.has(key)) put(out, key, response[key]);
  }
  return out;
}

function convertPathItem(context: Context, value: unknown, trail: Trail): JsonObject | null {
  const { reader } = context;
  const item = reader.object(value, 'A path item', trail);
  if (item === null) return null;
  if (typeof item.$ref === 'string') {
    reader.unsupported(
      'PATH_ITEM_REF',
      'A path item that refers to another place of the same Swagger 2.0 document is not supported; the path is left out.',
      [...trail, '$ref'],
    );
    return null;
  }
  const shared = readParameterList(context, item, trail);
  const out: JsonObject = {};
  for (const key of Object.keys(item)) {
    if (key === 'parameters') continue;
    if ((METHODS_20 as readonly string[]).includes(key)) {
      const operation = convertOperation(context, item[key], [...trail, key], shared);
      if (operation !== null) put(out, key, operation);
    } else {
      put(out, key, item[key]);
    }
  }
  // Parameters of a path without operations have nothing to merge into: kept on the path.
  if (!METHODS_20.some((method) => Object.hasOwn(item, method)) && shared.length > 0) {
    out.parameters = shared
      .filter((param) => param.value.in !== 'body' && param.value.in !== 'formData')
      .map((param) => convertParameter(param));
  }
  return out;
}

function readParameterList(context: Context, owner: JsonObject, trail: Trail): Param[] {
  const list = context.reader.array(owner, 'parameters', trail) ?? [];
  const params: Param[] = [];
  list.forEach((value, index) => {
    const param = readParameter(context, value, [...trail, 'parameters', index]);
    if (param !== null) params.push(param);
  });
  return params;
}

function convertOperation(
  context: Context,
  value: unknown,
  trail: Trail,
  shared: Param[],
): JsonObject | null {
  const { reader } = context;
  const operation = reader.object(value, 'An operation', trail);
  if (operation === null) return null;
  const own = readParameterList(context, operation, trail);
  const overridden = new Set(
    own.map((param) => `${String(param.value.in)}\u0000${String(param.value.name)}`),
  );
  const params = [
    ...shared.filter(
      (param) => !overridden.has(`${String(param.value.in)}\u0000${String(param.value.name)}`),
    ),
    ...own,
  ];
  const consumes = reader.stringList(operation, 'consumes', trail) ?? context.globalConsumes;
  const produces = reader.stringList(operation, 'produces', trail) ?? context.globalProduces;

  const out: JsonObject = {};
  for (const key of Object.keys(operation)) {
    if (OPERATION_CONVERTED_FIELDS.has(key)) continue;
    put(out, key, operation[key]);
  }
  const schemes = reader.stringList(operation, 'schemes', trail);
  if (schemes !== undefined) {
    if (context.hostName !== undefined) {
      out.servers = serverUrlsOf(context.hostName, context.base, schemes).map((url) => ({ url }));
    } else {
      out['x-schemes'] = schemes;
    }
  }

  const parameters = params
    .filter((param) => param.value.in !== 'body' && param.value.in !== 'formData')
    .map((param) => convertParameter(param));
  if (parameters.length > 0) out.parameters = parameters;
  const body = params.filter((param) => param.value.in === 'body');
  const form = params.filter((param) => param.value.in === 'formData');
  if (body.length > 1) {
    reader.error('DUPLICATE_BODY', 'An operation can have only one body parameter.', [
      ...trail,
      'parameters',
    ]);
  }
  if (body.length > 0 && form.length > 0) {
    reader.error(
      'BODY_AND_FORM',
      'An operation cannot have both a body parameter and form parameters.',
      [...trail, 'parameters'],
    );
  }
  if (body[0] !== undefined) out.requestBody = bodyOf(context, body[0], consumes);
  else if (form.length > 0) out.requestBody = formBodyOf(context, form, consumes);

  if (!Object.hasOwn(operation, 'responses')) {
    reader.required(operation, 'responses', 'An operation', trail);
  } else {
    const responses = reader.map(operation, 'responses', trail);
    if (responses !== undefined) {
      const converted: JsonObject = {};
      for (const [status, response] of Object.entries(responses)) {
        if (status.startsWith('x-')) {
          put(converted, status, response);
          continue;
        }
        const r = convertResponse(context, response, [...trail, 'responses', status], produces);
        if (r !== null) put(converted, status, r);
      }
      out.responses = converted;
    }
  }
  return out;
}

function convertSecurityScheme(scheme: JsonObject): JsonObject {
  const { type, flow, authorizationUrl, tokenUrl, scopes, ...rest } = scheme;
  if (type === 'basic') return { type: 'http', scheme: 'basic', ...rest };
  if (type !== 'oauth2') return scheme;
  const flowName = typeof flow === 'string' ? (OAUTH_FLOWS[flow] ?? flow) : 'implicit';
  const flowObject: JsonObject = {};
  if (authorizationUrl !== undefined) flowObject.authorizationUrl = authorizationUrl;
  if (tokenUrl !== undefined) flowObject.tokenUrl = tokenUrl;
  flowObject.scopes = scopes ?? {};
  const flows: JsonObject = {};
  put(flows, flowName, flowObject);
  return { type: 'oauth2', ...rest, flows };
}
