import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * For tests: checks generated values with ajv (JSON Schema 2020-12, formats on), the models
 * reachable at `#/components/schemas/…` as in the design. Not for answers: validating is the
 * work generation avoids.
 */
export type GeneratedValidator = (schema: unknown, value: unknown) => string[];

const MODELS_ID = 'https://heron.invalid/models';

export function validateGenerated(models: ReadonlyMap<string, unknown>): GeneratedValidator {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    // Each model compiled once and called by reference: inlined, a model is compiled again in
    // every schema that reaches it (GitHub's 969 models took 16 s so, against …).
    inlineRefs: false,
    validateFormats: true,
    logger: false,
  });
  addFormats.default(ajv);
  for (const keyword of ['discriminator', 'xml', 'externalDocs', 'example']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  }
  // Each model is a schema resource of its own, so that `#` inside it (`$recursiveRef: "#"`)
  // means the model, as it does for the generator.
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of models) {
    const rebased = rebase(schema);
    schemas[name] =
      typeof rebased === 'object' && rebased !== null && !Array.isArray(rebased)
        ? { $id: `${MODELS_ID}/${encodeURIComponent(name)}`, ...rebased }
        : rebased;
  }
  ajv.addSchema({ $id: MODELS_ID, components: { schemas } });
  const compiled = new Map<unknown, ValidateFunction | string>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      try {
        validate = ajv.compile(rebase(schema) as AnySchema);
      } catch (error) {
        validate = (error as Error).message;
      }
      compiled.set(schema, validate);
    }
    if (typeof validate === 'string') return [`the schema does not compile: ${validate}`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
    );
  };
}

/**
 * The schema as ajv takes it: model references pointing into the models document, and the
 * leftovers of older dialects that ajv refuses rewritten (`nullable` without `type` dropped, an
 * `items` list as `prefixItems`, 3.0's boolean exclusive bounds, `$recursiveRef`).
 */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  const source = schema as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' && source.type === undefined) continue;
    if (key === '$recursiveRef' || key === '$dynamicRef') {
      out.$ref = value;
      continue;
    }
    if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
      const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
      if (value && typeof source[bound] === 'number') out[key] = source[bound];
      continue;
    }
    if (
      (key === 'minimum' || key === 'maximum') &&
      source[key === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === true
    ) {
      continue;
    }
    if (key === 'items' && Array.isArray(value)) {
      out.prefixItems = rebase(value);
      continue;
    }
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')
        ? `${MODELS_ID}${value}`
        : rebase(value);
  }
  return out;
}
