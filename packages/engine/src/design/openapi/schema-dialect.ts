import { isObject, put, type JsonObject } from './json-value.js';
import { SCHEMA_ARRAY, SCHEMA_MAP, SCHEMA_ONE } from './oas-structure.js';

/**
 * Schemas are stored in the OpenAPI 3.1 dialect (JSON Schema 2020-12). These two conversions
 * carry them from and back to the OpenAPI 3.0 dialect, and are each other's inverse: for a 3.0
 * schema `s`, `downgrade(upgrade(s))` is `s` again (less the defaults `nullable: false` and
 * `exclusiveMinimum: false`), and for a stored schema `t`, `upgrade(downgrade(t))` is `t`.
 *
 * 3.0 → 3.1:
 * - `type: T, nullable: true` → `type: [T, 'null']`;
 * - `nullable: true` without `type` → `anyOf: [<the schema without nullable>, {type: 'null'}]`;
 * - `minimum: n, exclusiveMinimum: true` → `exclusiveMinimum: n` (the same for maximum);
 * - `x-oas31-<keyword>` → `<keyword>` (what a 3.0 export had to hide, see below).
 * 3.1 → 3.0, the reverse, and what 3.0 cannot say is kept under `x-oas31-<keyword>`: other type
 * lists, `const`, `examples`, `$defs`, `prefixItems`, `if`/`then`/`else` … and also `nullable` or
 * a boolean `exclusiveMinimum` written in a 3.1 schema, which a 3.0 reader would take for its own.
 */

export const OAS31_ESCAPE = 'x-oas31-';

/** The Schema Object keywords of OpenAPI 3.0. */
const OAS30_KEYWORDS = new Set([
  '$ref',
  'title',
  'multipleOf',
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
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'example',
  'deprecated',
]);

const NULL_SCHEMA_KEYS = ['type'];

function isNullSchema(value: unknown): boolean {
  return (
    isObject(value) &&
    value.type === 'null' &&
    Object.keys(value).length === NULL_SCHEMA_KEYS.length
  );
}

/**
 * One 3.0 schema object in the 3.1 dialect; its sub-schemas must already be converted. Returns
 * the same object when nothing changes.
 */
export function upgradeSchemaNode(node: JsonObject): JsonObject {
  let out: JsonObject | undefined;
  const edit = (): JsonObject => (out ??= { ...node });

  let wrapNull = false;
  if (Object.hasOwn(node, 'nullable')) {
    const nullable = node.nullable;
    if (nullable === true && typeof node.type === 'string') {
      const copy = edit();
      delete copy.nullable;
      copy.type = [node.type, 'null'];
    } else if (nullable === true && !Object.hasOwn(node, 'type')) {
      delete edit().nullable;
      wrapNull = true;
    } else if (nullable === false) {
      delete edit().nullable;
    }
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const flag = node[exclusive];
    if (flag === true && typeof node[bound] === 'number') {
      const copy = edit();
      copy[exclusive] = node[bound];
      delete copy[bound];
    } else if (flag === false) {
      delete edit()[exclusive];
    }
  }
  for (const key in node) {
    if (!key.startsWith(OAS31_ESCAPE) || !Object.hasOwn(node, key)) continue;
    const copy = edit();
    delete copy[key];
    put(copy, key.slice(OAS31_ESCAPE.length), node[key]);
  }
  const result = out ?? node;
  return wrapNull ? { anyOf: [result, { type: 'null' }] } : result;
}

/** A stored (3.1) schema in the OpenAPI 3.0 dialect, sub-schemas included. */
export function downgradeSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  // `anyOf: [A, {type: 'null'}]` alone, A without a type: the 3.0 `nullable: true` (see above).
  if (
    Object.keys(schema).length === 1 &&
    Array.isArray(schema.anyOf) &&
    schema.anyOf.length === 2
  ) {
    const [inner, nullSchema] = schema.anyOf as [unknown, unknown];
    if (isObject(inner) && !Object.hasOwn(inner, 'type') && isNullSchema(nullSchema)) {
      return { ...(downgradeSchema(inner) as JsonObject), nullable: true };
    }
  }
  const out: JsonObject = {};
  for (const key in schema) {
    if (!Object.hasOwn(schema, key)) continue;
    const value = schema[key];
    if (key.startsWith('x-')) {
      put(out, key, value);
    } else if (!OAS30_KEYWORDS.has(key) || key === 'nullable') {
      put(out, OAS31_ESCAPE + key, value);
    } else if (key === 'type') {
      if (typeof value === 'string') out.type = value;
      else if (
        Array.isArray(value) &&
        value.length === 2 &&
        value[1] === 'null' &&
        typeof value[0] === 'string' &&
        value[0] !== 'null'
      ) {
        out.type = value[0];
        out.nullable = true;
      } else out[OAS31_ESCAPE + 'type'] = value;
    } else if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') {
      const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
      const hasBound = Object.hasOwn(schema, bound);
      if (typeof value === 'number' && !hasBound) {
        out[bound] = value;
        out[key] = true;
      } else if (value === true && typeof schema[bound] !== 'number') {
        out[key] = true;
      } else {
        out[OAS31_ESCAPE + key] = value;
      }
    } else if (key === 'minimum' || key === 'maximum') {
      // Written unless the exclusive bound above took its place.
      if (!Object.hasOwn(out, key)) out[key] = value;
      else out[OAS31_ESCAPE + key] = value;
    } else if ((SCHEMA_ONE as readonly string[]).includes(key)) {
      out[key] = Array.isArray(value) ? value.map(downgradeSchema) : downgradeSchema(value);
    } else if ((SCHEMA_ARRAY as readonly string[]).includes(key)) {
      out[key] = Array.isArray(value) ? value.map(downgradeSchema) : value;
    } else if ((SCHEMA_MAP as readonly string[]).includes(key) && isObject(value)) {
      const map: JsonObject = {};
      for (const name in value) {
        if (Object.hasOwn(value, name)) put(map, name, downgradeSchema(value[name]));
      }
      out[key] = map;
    } else {
      put(out, key, value);
    }
  }
  return out;
}
