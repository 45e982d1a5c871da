import { isObject, put, type JsonObject } from './json-value.js';

/**
 * Where the typed objects of an OpenAPI (or Swagger 2.0) document sit, so that passes over a
 * document (bundling external files, converting schemas between dialects) can find every schema
 * and every place a `$ref` may stand without knowing the whole specification. Anything not named
 * here (examples' values, `x-*` extensions, unknown fields) is data and is never looked into.
 */

export type OasKind =
  | 'document'
  | 'components'
  | 'pathItem'
  | 'operation'
  | 'parameter'
  | 'header'
  | 'requestBody'
  | 'response'
  | 'mediaType'
  | 'encoding'
  | 'callback'
  | 'example'
  | 'link'
  | 'securityScheme'
  | 'schema';

/** `one`: a single object; `map`: name → object; `xmap`: a map whose `x-*` keys are extensions. */
type Shape = 'one' | 'map' | 'xmap' | 'array';
type Fields = Readonly<Record<string, readonly [OasKind, Shape]>>;

export type OasFamily = '2.0' | '3.x';

const OPERATION_FIELDS_30: Fields = {
  parameters: ['parameter', 'array'],
  requestBody: ['requestBody', 'one'],
  responses: ['response', 'xmap'],
  callbacks: ['callback', 'map'],
};

const MEDIA_CONTENT: readonly [OasKind, Shape] = ['mediaType', 'map'];

const FIELDS_3X: Readonly<Record<OasKind, Fields>> = {
  document: {
    paths: ['pathItem', 'xmap'],
    webhooks: ['pathItem', 'map'],
    components: ['components', 'one'],
  },
  components: {
    schemas: ['schema', 'map'],
    responses: ['response', 'map'],
    parameters: ['parameter', 'map'],
    examples: ['example', 'map'],
    requestBodies: ['requestBody', 'map'],
    headers: ['header', 'map'],
    securitySchemes: ['securityScheme', 'map'],
    links: ['link', 'map'],
    callbacks: ['callback', 'map'],
    pathItems: ['pathItem', 'map'],
    mediaTypes: ['mediaType', 'map'],
  },
  pathItem: {
    parameters: ['parameter', 'array'],
    get: ['operation', 'one'],
    put: ['operation', 'one'],
    post: ['operation', 'one'],
    delete: ['operation', 'one'],
    options: ['operation', 'one'],
    head: ['operation', 'one'],
    patch: ['operation', 'one'],
    trace: ['operation', 'one'],
    query: ['operation', 'one'],
    additionalOperations: ['operation', 'map'],
  },
  operation: OPERATION_FIELDS_30,
  parameter: { schema: ['schema', 'one'], content: MEDIA_CONTENT, examples: ['example', 'map'] },
  header: { schema: ['schema', 'one'], content: MEDIA_CONTENT, examples: ['example', 'map'] },
  requestBody: { content: MEDIA_CONTENT },
  response: { headers: ['header', 'map'], content: MEDIA_CONTENT, links: ['link', 'map'] },
  mediaType: {
    schema: ['schema', 'one'],
    itemSchema: ['schema', 'one'],
    examples: ['example', 'map'],
    encoding: ['encoding', 'map'],
    itemEncoding: ['encoding', 'one'],
    prefixEncoding: ['encoding', 'array'],
  },
  encoding: {
    headers: ['header', 'map'],
    encoding: ['encoding', 'map'],
    itemEncoding: ['encoding', 'one'],
    prefixEncoding: ['encoding', 'array'],
  },
  callback: {},
  example: {},
  link: {},
  securityScheme: {},
  schema: {},
};

const FIELDS_20: Readonly<Record<OasKind, Fields>> = {
  ...FIELDS_3X,
  document: {
    paths: ['pathItem', 'xmap'],
    definitions: ['schema', 'map'],
    parameters: ['parameter', 'map'],
    responses: ['response', 'map'],
  },
  components: {},
  pathItem: {
    parameters: ['parameter', 'array'],
    get: ['operation', 'one'],
    put: ['operation', 'one'],
    post: ['operation', 'one'],
    delete: ['operation', 'one'],
    options: ['operation', 'one'],
    head: ['operation', 'one'],
    patch: ['operation', 'one'],
  },
  operation: { parameters: ['parameter', 'array'], responses: ['response', 'xmap'] },
  // `items` of a Swagger 2.0 parameter or header is not a JSON Schema, but close enough to be
  // read as one (and real documents put `$ref`s there).
  parameter: { schema: ['schema', 'one'], items: ['schema', 'one'] },
  header: { items: ['schema', 'one'] },
  response: { schema: ['schema', 'one'], headers: ['header', 'map'] },
};

type FieldList = readonly (readonly [string, OasKind, Shape])[];
const listsOf = (tables: Readonly<Record<OasKind, Fields>>): Readonly<Record<OasKind, FieldList>> =>
  Object.fromEntries(
    Object.entries(tables).map(([kind, fields]) => [
      kind,
      Object.entries(fields).map(
        ([field, [childKind, shape]]) => [field, childKind, shape] as const,
      ),
    ]),
  ) as unknown as Record<OasKind, FieldList>;
const LISTS_3X = listsOf(FIELDS_3X);
const LISTS_20 = listsOf(FIELDS_20);

/** The objects a `$ref` may stand for (besides schemas; not the document, components or operations). */
export const REFERABLE: ReadonlySet<OasKind> = new Set<OasKind>([
  'pathItem',
  'parameter',
  'header',
  'requestBody',
  'response',
  'mediaType',
  'callback',
  'example',
  'link',
  'securityScheme',
]);

/** Keywords of a JSON Schema (any draft OpenAPI uses) whose values are schemas. */
export const SCHEMA_ONE = [
  'items',
  'additionalProperties',
  'additionalItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
] as const;
export const SCHEMA_ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
export const SCHEMA_MAP = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
] as const;

/**
 * Called for every typed object before its fields are visited. Returning a value replaces the
 * object (its fields are then not visited); returning undefined goes on into it.
 */
export type EnterTyped = (node: JsonObject, kind: OasKind, trail: readonly string[]) => unknown;

/**
 * Rebuilds a document, giving `enter` each typed object. Objects are copied only along the way
 * to a replaced one: an untouched document comes back as the very same value.
 */
export function rewriteTyped(
  root: unknown,
  family: OasFamily,
  enter: EnterTyped,
  rootKind: OasKind = 'document',
): unknown {
  const tables = family === '2.0' ? LISTS_20 : LISTS_3X;
  const trail: string[] = [];

  function visit(node: unknown, kind: OasKind): unknown {
    if (!isObject(node)) return node;
    const replaced = enter(node, kind, trail);
    if (replaced !== undefined) return replaced;
    if (kind === 'schema') return visitSchema(node);
    // A reference stands for the whole object, except in a path item, whose other fields apply
    // beside it.
    if (typeof node.$ref === 'string' && REFERABLE.has(kind) && kind !== 'pathItem') return node;
    if (kind === 'callback') return visitMap(node, 'pathItem', true);
    let copy: JsonObject | undefined;
    for (const [field, childKind, shape] of tables[kind]) {
      if (!Object.hasOwn(node, field)) continue;
      trail.push(field);
      const value = node[field];
      const next =
        shape === 'one'
          ? visit(value, childKind)
          : shape === 'array'
            ? visitArray(value, childKind)
            : visitMap(value, childKind, shape === 'xmap');
      trail.pop();
      if (next !== value) {
        copy ??= { ...node };
        put(copy, field, next);
      }
    }
    return copy ?? node;
  }

  function visitArray(value: unknown, kind: OasKind): unknown {
    if (!Array.isArray(value)) return value;
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      trail.push(String(i));
      const next = visit(value[i], kind);
      trail.pop();
      if (next !== value[i]) {
        copy ??= [...value];
        copy[i] = next;
      }
    }
    return copy ?? value;
  }

  function visitMap(value: unknown, kind: OasKind, extensible: boolean): unknown {
    if (!isObject(value)) return value;
    let copy: JsonObject | undefined;
    for (const key in value) {
      if (!Object.hasOwn(value, key) || (extensible && key.startsWith('x-'))) continue;
      trail.push(key);
      const next = visit(value[key], kind);
      trail.pop();
      if (next !== value[key]) {
        copy ??= { ...value };
        put(copy, key, next);
      }
    }
    return copy ?? value;
  }

  function visitSchema(node: JsonObject): unknown {
    let copy: JsonObject | undefined;
    const replace = (key: string, next: unknown) => {
      copy ??= { ...node };
      put(copy, key, next);
    };
    for (const key of SCHEMA_ONE) {
      if (!Object.hasOwn(node, key)) continue;
      const value = node[key];
      trail.push(key);
      const next = Array.isArray(value) ? visitArray(value, 'schema') : visit(value, 'schema');
      trail.pop();
      if (next !== value) replace(key, next);
    }
    for (const key of SCHEMA_ARRAY) {
      if (!Object.hasOwn(node, key)) continue;
      trail.push(key);
      const next = visitArray(node[key], 'schema');
      trail.pop();
      if (next !== node[key]) replace(key, next);
    }
    for (const key of SCHEMA_MAP) {
      if (!Object.hasOwn(node, key)) continue;
      trail.push(key);
      const next = visitMap(node[key], 'schema', false);
      trail.pop();
      if (next !== node[key]) replace(key, next);
    }
    return copy ?? node;
  }

  return visit(root, rootKind);
}
