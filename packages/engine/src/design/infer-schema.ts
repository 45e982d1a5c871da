/**
 * A JSON Schema guessed from example values (a Postman body, a recorded HAR response, a curl
 * `--json` payload). The guess is deliberately plain: types, object properties, array items and
 * a few unmistakable string formats; never `required` or `enum`, because one example cannot tell
 * what is optional or what the other allowed values are. The same input always gives the same
 * schema, which the Postman round trip relies on (export writes the example, import infers again).
 */

export type InferredSchema = Record<string, unknown>;

/** Bounds that keep a hostile or huge example from costing more than a glance. */
const MAX_DEPTH = 32;
/** Array elements looked at; the rest of a long array is assumed to look alike. */
const MAX_ITEMS_SAMPLED = 50;
/** Object properties described; a larger object is a map more than a record. */
const MAX_PROPERTIES = 500;

export function inferSchema(value: unknown): InferredSchema {
  return inferAt(value, 0);
}

/** One schema that fits all the values (union of types, merged properties and items). */
export function inferSchemaFromExamples(values: readonly unknown[]): InferredSchema {
  let schema: InferredSchema | null = null;
  for (const value of values) {
    const next = inferSchema(value);
    schema = schema === null ? next : mergeSchemas(schema, next);
  }
  return schema ?? {};
}

function inferAt(value: unknown, depth: number): InferredSchema {
  if (value === null) return { type: 'null' };
  switch (typeof value) {
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'string': {
      const format = stringFormat(value);
      return format === null ? { type: 'string' } : { type: 'string', format };
    }
    case 'object':
      break;
    default:
      return {};
  }
  if (depth >= MAX_DEPTH) return {};
  if (Array.isArray(value)) {
    let items: InferredSchema | null = null;
    for (const element of value.slice(0, MAX_ITEMS_SAMPLED)) {
      const next = inferAt(element, depth + 1);
      items = items === null ? next : mergeSchemas(items, next);
    }
    return { type: 'array', items: items ?? {} };
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_PROPERTIES) {
    return { type: 'object', additionalProperties: true };
  }
  // fromEntries, not assignment: a key named "__proto__" must stay an ordinary property.
  const properties = Object.fromEntries(
    entries.map(([key, child]) => [key, inferAt(child, depth + 1)]),
  );
  return { type: 'object', properties };
}

/** Formats a reader would agree with at a glance; anything less certain stays a plain string. */
function stringFormat(value: string): string | null {
  if (value.length > 100) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    return 'date-time';
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'uuid';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'email';
  if (/^https?:\/\/[^\s{}]+$/.test(value)) return 'uri';
  return null;
}

function typesOf(schema: InferredSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/**
 * A schema that accepts what either accepts: `type` becomes the union (an integer and a number
 * make a number), properties and items merge, a format survives only when both agree. A schema
 * with no type (an empty one) accepts anything, so it wins.
 */
export function mergeSchemas(a: InferredSchema, b: InferredSchema): InferredSchema {
  const typesA = typesOf(a);
  const typesB = typesOf(b);
  if (typesA.length === 0 || typesB.length === 0) return {};
  const union = new Set([...typesA, ...typesB]);
  if (union.has('number')) union.delete('integer');
  const types = TYPE_ORDER.filter((t) => union.has(t));
  const merged: InferredSchema = { type: types.length === 1 ? types[0] : types };
  if (union.has('string') && a.format !== undefined && a.format === b.format) {
    merged.format = a.format;
  }
  if (union.has('array')) {
    const itemsA = a.items as InferredSchema | undefined;
    const itemsB = b.items as InferredSchema | undefined;
    merged.items =
      itemsA !== undefined && itemsB !== undefined
        ? mergeSchemas(itemsA, itemsB)
        : (itemsA ?? itemsB ?? {});
  }
  if (union.has('object')) {
    if (a.additionalProperties === true || b.additionalProperties === true) {
      merged.additionalProperties = true;
    } else {
      const propsA = (a.properties ?? {}) as Record<string, InferredSchema>;
      const propsB = (b.properties ?? {}) as Record<string, InferredSchema>;
      const properties = new Map(Object.entries(propsA));
      for (const [key, schema] of Object.entries(propsB)) {
        const existing = properties.get(key);
        properties.set(key, existing === undefined ? schema : mergeSchemas(existing, schema));
      }
      // As for one example: many examples with different keys describe a map. Without the cap,
      // each merge copied a union that kept growing (quadratic over a long HAR).
      if (properties.size > MAX_PROPERTIES) merged.additionalProperties = true;
      else merged.properties = Object.fromEntries(properties);
    }
  }
  return merged;
}

/** A fixed order so merging in any order writes the same `type` array. */
const TYPE_ORDER = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
