/**
 * A quick look at a schema's outer shape, at build: is it an array, an object, which properties
 * does it have. Follows `$ref`s to the project's models and merges `allOf` a few levels down, no
 * further: enough to read how to split a query parameter or which field of a resource is its id.
 */

export type Schema = Record<string, unknown>;

const MODEL_REF = '#/components/schemas/';
const MAX_STEPS = 8;

/** The schema a `$ref` chain ends at (an object), or undefined for `true`, unknown refs, cycles. */
export function resolveSchema(
  schema: unknown,
  models: ReadonlyMap<string, unknown>,
): Schema | undefined {
  let current = schema;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    const ref = (current as Schema).$ref;
    if (typeof ref !== 'string') return current as Schema;
    if (!ref.startsWith(MODEL_REF)) return undefined;
    current = models.get(decodePointerSegment(ref.slice(MODEL_REF.length)));
  }
  return undefined;
}

const decodePointerSegment = (segment: string) => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Kept as written.
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
};

/** `array`, `object` or another type name the schema (after refs) says, if it says one. */
export function schemaType(
  schema: unknown,
  models: ReadonlyMap<string, unknown>,
): string | undefined {
  const resolved = resolveSchema(schema, models);
  if (!resolved) return undefined;
  const type = resolved.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (resolved.items !== undefined || resolved.prefixItems !== undefined) return 'array';
  if (resolved.properties !== undefined) return 'object';
  for (const list of [resolved.allOf, resolved.oneOf, resolved.anyOf]) {
    if (Array.isArray(list)) {
      for (const part of list) {
        const inner = schemaType(part, models);
        if (inner) return inner;
      }
    }
  }
  return undefined;
}

/** The properties of an object schema, `allOf` parts merged, in order; empty when none. */
export function schemaProperties(
  schema: unknown,
  models: ReadonlyMap<string, unknown>,
  depth = 0,
): Map<string, unknown> {
  const properties = new Map<string, unknown>();
  const resolved = resolveSchema(schema, models);
  if (!resolved || depth > MAX_STEPS) return properties;
  if (Array.isArray(resolved.allOf)) {
    for (const part of resolved.allOf) {
      for (const [name, value] of schemaProperties(part, models, depth + 1)) {
        properties.set(name, value);
      }
    }
  }
  const own = resolved.properties;
  if (typeof own === 'object' && own !== null) {
    for (const [name, value] of Object.entries(own)) properties.set(name, value);
  }
  return properties;
}

/** The schema of an array's items (after refs), or undefined. */
export function itemsSchema(schema: unknown, models: ReadonlyMap<string, unknown>): unknown {
  const resolved = resolveSchema(schema, models);
  return resolved?.items;
}
