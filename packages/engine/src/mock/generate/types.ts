import type { Rng } from './rng.js';

/**
 * The contract between the mock's data generator (`generate/`) and the rest of the mock engine.
 * A schema is compiled once, when the mock is built from the design; the compiled generator is
 * then called for every answer, so all the work that does not depend on the random numbers
 * (resolving `$ref`s, merging `allOf`, choosing a realistic kind of value from the field's name,
 * parsing a pattern) happens at compile time.
 */

/** The languages of the interface; realistic names, addresses, phones follow the project's. */
export type MockLocale = 'en' | 'zh-CN' | 'ja' | 'id' | 'zh-Hant';

export interface CompileOptions {
  /** The project's data models by name: `#/components/schemas/{name}` resolves here. */
  models: ReadonlyMap<string, unknown>;
  locale: MockLocale;
  /** How deep a recursive `$ref` is followed before the generator stops (an optional field is left out, a required one becomes the smallest value). Default 3. */
  maxRefDepth?: number;
}

export interface Generated {
  value: unknown;
  /**
   * Where the schema could not be satisfied (contradictory or impossible constraints), as JSON
   * pointers into the value with why; the value is then the closest valid data the generator
   * found. Empty when everything holds.
   */
  unsatisfiable: string[];
}

export interface SchemaGenerator {
  generate(rng: Rng): Generated;
}
