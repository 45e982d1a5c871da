import { compileSchema, type JsonSchemaGenerator } from '../compile-schema.js';
import { createRng } from '../rng.js';
import type { Generated, MockLocale } from '../types.js';
import { validateGenerated } from '../validate-generated.js';

/** For tests: a schema compiled against some models, with helpers to draw and check values. */
export interface Sample {
  generator: JsonSchemaGenerator;
  /** The value for one seed. */
  one(seed?: number): Generated;
  /** Values for seeds 1..count. */
  many(count: number): Generated[];
  /** ajv's complaints about a value (empty when valid). */
  errorsOf(value: unknown): string[];
}

export interface SampleOptions {
  models?: Record<string, unknown>;
  locale?: MockLocale;
  maxRefDepth?: number;
}

export function sample(schema: unknown, options: SampleOptions = {}): Sample {
  const models = new Map(Object.entries(options.models ?? {}));
  const generator = compileSchema(schema, {
    models,
    locale: options.locale ?? 'en',
    ...(options.maxRefDepth === undefined ? {} : { maxRefDepth: options.maxRefDepth }),
  });
  const validate = validateGenerated(models);
  return {
    generator,
    one: (seed = 1) => generator.generate(createRng(seed)),
    many: (count) =>
      Array.from({ length: count }, (_, index) => generator.generate(createRng(index + 1))),
    errorsOf: (value) => validate(schema, value),
  };
}

/** Values for `count` seeds that must all be valid and unflagged; returns the values. */
export function validValues(schema: unknown, count = 30, options: SampleOptions = {}): unknown[] {
  const drawn = sample(schema, options);
  return drawn.many(count).map((generated) => {
    const errors = drawn.errorsOf(generated.value);
    if (errors.length > 0 || generated.unsatisfiable.length > 0) {
      throw new Error(
        `${JSON.stringify(generated.value)} for ${JSON.stringify(schema)}: ${[...errors, ...generated.unsatisfiable].join('; ')}`,
      );
    }
    return generated.value;
  });
}
