import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDesign } from '../../design/import/index.js';
import { FIXTURES, hasFixtures, NO_FIXTURES } from '../../design/openapi/test-support/fixtures.js';
import { compileSchema } from './compile-schema.js';
import { createRng } from './rng.js';
import { validateGenerated } from './validate-generated.js';

/**
 * The property test: every data model of the petstore, Stripe and GitHub descriptions generates
 * values that ajv (formats on) accepts, for several seeds, unless the generator flagged them.
 */
const DESCRIPTIONS = [
  'oai-examples/v3.0/petstore.yaml',
  'openapi/stripe-spec3.2023-09.yaml',
  'openapi/github-api.github.com.octokit-23.0.2.json',
];
const SEEDS = 3;

async function modelsOf(name: string): Promise<Map<string, unknown>> {
  const text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  const file = path.basename(name);
  const { bundle } = await importDesign({ files: [{ name: file, text }], entry: file });
  if (!bundle) throw new Error(`${name} did not import`);
  return new Map(bundle.models.map((model) => [model.name, model.data.schema]));
}

describe.skipIf(!hasFixtures)('every model of the fixtures', () => {
  it.each(DESCRIPTIONS)(
    '%s generates valid values',
    async (name) => {
      const models = await modelsOf(name);
      const validate = validateGenerated(models);
      const started = performance.now();
      // One reference object per model, kept: the validator compiles a schema once per object.
      const generators = [...models.keys()].map((key) => {
        const ref = { $ref: `#/components/schemas/${key}` };
        return [ref, compileSchema(ref, { models, locale: 'en' })] as const;
      });
      const compiled = performance.now();
      for (const [, generator] of generators) generator.generate(createRng(0));
      const generated = performance.now();

      const failures: string[] = [];
      const flagged = new Map<string, number>();
      for (const [ref, generator] of generators) {
        for (let seed = 1; seed <= SEEDS; seed += 1) {
          const { value, unsatisfiable } = generator.generate(createRng(seed));
          if (unsatisfiable.length > 0) {
            for (const reason of unsatisfiable) {
              const why = reason.replace(/^#[^:]*: /, '');
              flagged.set(why, (flagged.get(why) ?? 0) + 1);
            }
            continue;
          }
          const errors = validate(ref, value);
          if (errors.length > 0) failures.push(`${ref.$ref} (seed ${seed}): ${errors.join('; ')}`);
        }
      }
      console.log(
        `${name}: ${models.size} models compiled in ${(compiled - started).toFixed(0)} ms, one value each in ${(generated - compiled).toFixed(0)} ms; flagged: ${flagged.size === 0 ? 'none' : JSON.stringify([...flagged])}`,
      );
      expect(failures).toEqual([]);
      // Nothing in these descriptions is contradictory: every value is exact.
      expect([...flagged]).toEqual([]);
    },
    240_000,
  );
});

describe.skipIf(hasFixtures)('the fixtures', () => {
  it('are needed', () => {
    throw new Error(NO_FIXTURES);
  });
});
