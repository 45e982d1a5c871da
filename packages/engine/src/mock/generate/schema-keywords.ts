/**
 * Reading a raw schema's keywords the same way everywhere, whatever the OpenAPI version wrote:
 * 3.0 (`nullable`, boolean `exclusiveMinimum`, `example`) and 3.1 / JSON Schema 2020-12 (`type`
 * arrays, numeric `exclusiveMinimum`, `examples`). Schemas are user data: every read checks types.
 */

export type Schema = Record<string, unknown>;

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

const JSON_TYPES: ReadonlySet<string> = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
]);

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function numberKeyword(schema: Schema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A non-negative integer keyword (lengths, counts); anything else is ignored. */
export function countKeyword(schema: Schema, key: string): number | undefined {
  const value = numberKeyword(schema, key);
  return value !== undefined && value >= 0 ? Math.floor(value) : undefined;
}

export function stringKeyword(schema: Schema, key: string): string | undefined {
  const value = schema[key];
  return typeof value === 'string' ? value : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The declared types (with 3.0's `nullable` as `null`), or undefined when `type` is absent or unreadable. */
export function declaredTypes(schema: Schema): Set<JsonType> | undefined {
  const raw = schema.type;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : undefined;
  if (!list) return undefined;
  const types = new Set<JsonType>();
  for (const item of list) {
    if (typeof item === 'string' && JSON_TYPES.has(item)) types.add(item as JsonType);
  }
  if (types.size === 0) return undefined;
  if (schema.nullable === true) types.add('null');
  return types;
}

/** The types a schema without `type` is evidently about, from its other keywords. */
export function inferredTypes(schema: Schema): Set<JsonType> | undefined {
  const types = new Set<JsonType>();
  const has = (...keys: string[]) => keys.some((key) => schema[key] !== undefined);
  if (
    has(
      'properties',
      'additionalProperties',
      'patternProperties',
      'required',
      'minProperties',
      'maxProperties',
    )
  ) {
    types.add('object');
  }
  if (has('items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems')) types.add('array');
  if (has('minLength', 'maxLength', 'pattern')) types.add('string');
  if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf')) {
    const format = schema.format;
    types.add(format === 'int32' || format === 'int64' ? 'integer' : 'number');
  }
  if (types.size === 0 && typeof schema.format === 'string') {
    const format = schema.format;
    if (format === 'int32' || format === 'int64') types.add('integer');
    else if (format === 'float' || format === 'double') types.add('number');
    else types.add('string');
  }
  if (types.size === 0) return undefined;
  if (schema.nullable === true) types.add('null');
  return types;
}

/** The JSON type of a value as a schema names it (integers are `integer`). */
export function typeOfValue(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

/** Whether a value of type `actual` is allowed by the set (an integer is a number). */
export function typeAllowed(types: ReadonlySet<JsonType>, actual: JsonType | undefined): boolean {
  if (actual === undefined) return false;
  if (types.has(actual)) return true;
  return actual === 'integer' && types.has('number');
}

/** Keywords that say nothing about the value: a `$ref` with only these beside it is a plain `$ref`. */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'description',
  'summary',
  'title',
  'deprecated',
  'externalDocs',
  'xml',
  'example',
  'examples',
  'default',
  'readOnly',
  'writeOnly',
  '$comment',
  '$id',
  '$schema',
  '$anchor',
  'discriminator',
  'nullable',
]);

/** Whether a keyword says nothing about the value: an annotation, or a vendor extension (`x-…`). */
export function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith('x-');
}

/** Code points, as JSON Schema counts a string's length. */
export function lengthOf(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff) length += 1;
  }
  return length;
}
