import type { JsonSchema } from '@heron/contract';
import { isRecord } from '../import/import-context.js';
import { modelNameOfRef } from '../model-utils.js';

/**
 * A plausible value for a schema, for an exported request that has a schema but no example: the
 * schema's own example, default, const or first enum value where it has one, else a value of its
 * type. Model `$ref`s are followed, with a depth bound so recursive models end.
 */
const MAX_DEPTH = 8;
const MAX_PROPERTIES = 100;

export function sampleFromSchema(
  schema: JsonSchema | undefined,
  models: ReadonlyMap<string, JsonSchema>,
): unknown {
  return sampleAt(schema, models, 0, new Set());
}

function sampleAt(
  schema: JsonSchema | undefined,
  models: ReadonlyMap<string, JsonSchema>,
  depth: number,
  following: Set<string>,
): unknown {
  if (!isRecord(schema) || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') {
    const name = modelNameOfRef(schema.$ref);
    const target = name === null ? undefined : models.get(name);
    if (name === null || target === undefined || following.has(name)) return null;
    following.add(name);
    const value = sampleAt(target, models, depth + 1, following);
    following.delete(name);
    return value;
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const parts = schema.allOf.map((part) =>
      sampleAt(part as JsonSchema, models, depth + 1, following),
    );
    if (parts.every(isRecord)) return Object.assign({}, ...parts);
    return parts.find((part) => part !== null) ?? null;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return sampleAt(options[0] as JsonSchema, models, depth + 1, following);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((t) => typeof t === 'string' && t !== 'null') ??
    (isRecord(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : types[0]);
  switch (type) {
    case 'object': {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties)
          .slice(0, MAX_PROPERTIES)
          .map(([key, child]) => [
            key,
            sampleAt(child as JsonSchema, models, depth + 1, following),
          ]),
      );
    }
    case 'array':
      return depth >= MAX_DEPTH
        ? []
        : [sampleAt(schema.items as JsonSchema, models, depth + 1, following)];
    case 'string':
      return stringSample(typeof schema.format === 'string' ? schema.format : '');
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function stringSample(format: string): string {
  switch (format) {
    case 'date-time':
      return '2024-01-01T00:00:00Z';
    case 'date':
      return '2024-01-01';
    case 'email':
      return 'user@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'binary':
      return '';
    default:
      return 'string';
  }
}
