/**
 * The mock's data generator (issue 7): schemas in, realistic values out. Compile once per schema
 * when the mock is built; generate per answer.
 */
export {
  compileSchema,
  DEFAULT_MAX_REF_DEPTH,
  VALUE_BUDGET,
  type GeneratedJson,
  type JsonSchemaGenerator,
} from './compile-schema.js';
export { compileFake, FAKE_NAMES } from './fake-values.js';
export { createRng, seedOf, type Rng } from './rng.js';
/** For tests: ajv's verdict on generated values (not for answers). */
export { validateGenerated, type GeneratedValidator } from './validate-generated.js';
export type { CompileOptions, Generated, MockLocale, SchemaGenerator } from './types.js';
