import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Compiles the design's schemas for request validation with ajv. The project's models are
 * registered once, as one document; each endpoint's schema has its
 * `#/components/schemas/…` references pointed at it, so a model used by a hundred endpoints is
 * compiled once per mock rather than once per endpoint.
 *
 * Two ajv instances: parameters arrive as text, so their validator converts `"5"` to 5 and a
 * single value to a one-item list where the schema says so (ajv's `coerceTypes: 'array'`);
 * a JSON body is checked exactly as sent.
 */

const MODELS_ID = 'urn:heron:models';
const MODEL_REF = '#/components/schemas/';
/** Past this depth a schema is not walked further (the importer already caps nesting). */
const MAX_DEPTH = 200;

export class ValidatorCompiler {
  private readonly parameterAjv: Ajv2020;
  private readonly bodyAjv: Ajv2020;

  constructor(models: ReadonlyMap<string, unknown>) {
    this.parameterAjv = createAjv(true);
    this.bodyAjv = createAjv(false);
    const document = { $id: MODELS_ID, components: { schemas: Object.fromEntries(models) } };
    for (const ajv of [this.parameterAjv, this.bodyAjv]) {
      try {
        ajv.addSchema(document);
      } catch {
        // A model with a clashing `$id`: its references will fail to compile, which is reported
        // per endpoint where they are used.
      }
    }
  }

  /** A validator, or the reason ajv refused the schema. */
  compile(schema: unknown, purpose: 'parameters' | 'body'): ValidateFunction | string {
    const ajv = purpose === 'parameters' ? this.parameterAjv : this.bodyAjv;
    try {
      return ajv.compile(pointRefsAtModels(schema, 0) as object);
    } catch (error) {
      return (error as Error).message;
    }
  }
}

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    // The models are checked by the importer; validating them again against the meta-schema
    // would cost most of the build for a large description.
    validateSchema: false,
    logger: false,
    ...(coerce ? { coerceTypes: 'array' as const } : {}),
  });
  addFormats.default(ajv);
  // OpenAPI's own keywords are annotations here.
  for (const keyword of ['discriminator', 'xml', 'externalDocs', 'example']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  }
  return ajv;
}

/** A copy of the schema whose model references name the models document. */
function pointRefsAtModels(schema: unknown, depth: number): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (depth > MAX_DEPTH) return {};
  if (Array.isArray(schema)) return schema.map((item) => pointRefsAtModels(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(MODEL_REF)
        ? `${MODELS_ID}${value}`
        : // `properties` maps names to schemas; a property called `$ref` is not a reference.
          key === 'properties' || key === 'patternProperties' || key === '$defs'
          ? mapValues(value, depth)
          : pointRefsAtModels(value, depth + 1);
  }
  return copy;
}

function mapValues(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value))
    copy[name] = pointRefsAtModels(inner, depth + 1);
  return copy;
}
