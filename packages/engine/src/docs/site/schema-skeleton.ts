import type { JsonSchema } from '@heron/contract';
import { modelNameOfRef } from '../../design/model-utils.js';
import type { SiteContext } from './site-context.js';

/**
 * A value of the shape a schema asks for, for a request body that has no example: the try-it
 * form starts from it and the code samples send it. Examples, defaults and the first allowed
 * value are used where the schema has them, else an empty value of the type. Deterministic (no
 * random data: the same design makes the same pages) and small: past a depth, or in a model it
 * is already inside, an object is `{}`; large objects keep their required properties only.
 */

const MAX_DEPTH = 4;
const MAX_PROPERTIES = 20;

type SchemaObject = Record<string, unknown>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function schemaSkeleton(schema: JsonSchema | undefined, site: SiteContext): unknown {
  return skeleton(schema, site, 0, []);
}

function skeleton(
  schema: JsonSchema | undefined,
  site: SiteContext,
  depth: number,
  models: readonly string[],
): unknown {
  if (!isObject(schema)) return null;
  if (typeof schema.$ref === 'string') {
    const name = modelNameOfRef(schema.$ref);
    const model = name === null ? undefined : site.models.get(name);
    if (!model || models.includes(model.name)) return {};
    return skeleton(model.schema, site, depth, [...models, model.name]);
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const first = Array.isArray(schema[key]) ? (schema[key] as JsonSchema[])[0] : undefined;
    if (first !== undefined) return skeleton(first, site, depth, models);
  }
  if (Array.isArray(schema.allOf)) {
    // Null-prototype objects: a property named `__proto__` is then a property like any other.
    const merged = Object.create(null) as Record<string, unknown>;
    for (const member of schema.allOf as JsonSchema[]) {
      const value = skeleton(member, site, depth, models);
      if (isObject(value)) Object.assign(merged, value);
    }
    return merged;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((candidate) => typeof candidate === 'string' && candidate !== 'null') ??
    (isObject(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : undefined);
  switch (type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return depth >= MAX_DEPTH || !isObject(schema.items)
        ? []
        : [skeleton(schema.items, site, depth + 1, models)];
    case 'object': {
      if (depth >= MAX_DEPTH || !isObject(schema.properties)) return {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      const names = Object.keys(schema.properties);
      const kept =
        names.length > MAX_PROPERTIES ? names.filter((name) => required.includes(name)) : names;
      const out = Object.create(null) as Record<string, unknown>;
      for (const name of kept) {
        out[name] = skeleton(schema.properties[name] as JsonSchema, site, depth + 1, models);
      }
      return out;
    }
    default:
      return null;
  }
}
