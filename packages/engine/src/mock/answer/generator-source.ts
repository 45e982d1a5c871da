import { compileSchema } from '../generate/index.js';
import type { CompileOptions, Generated, SchemaGenerator } from '../generate/types.js';
import type { Rng } from '../generate/rng.js';

/**
 * Hands out compiled data generators while a mock is built. Schemas that only name a model
 * (`{"$ref": "#/components/schemas/Error"}`, shared by hundreds of GitHub's responses) are
 * compiled once. Unless `precompile` is on, a generator is compiled the first time it is asked
 * for data, so building stays quick for a description of a thousand endpoints; the first answer
 * of an endpoint pays for its own schemas, and every later one finds them compiled.
 */
export class GeneratorSource {
  private readonly byRef = new Map<string, SchemaGenerator>();

  constructor(
    private readonly options: CompileOptions,
    private readonly warnings: string[],
    private readonly precompile: boolean,
  ) {}

  get(schema: unknown, where: string): SchemaGenerator {
    const ref = onlyRef(schema);
    if (ref !== undefined) {
      const known = this.byRef.get(ref);
      if (known) return known;
      const made = this.lazy(schema, where);
      this.byRef.set(ref, made);
      return made;
    }
    return this.lazy(schema, where);
  }

  private lazy(schema: unknown, where: string): SchemaGenerator {
    if (this.precompile) return this.compile(schema, where);
    let compiled: SchemaGenerator | undefined;
    return {
      generate: (rng: Rng): Generated => {
        compiled ??= this.compile(schema, where);
        return compiled.generate(rng);
      },
    };
  }

  private compile(schema: unknown, where: string): SchemaGenerator {
    try {
      return compileSchema(schema, this.options);
    } catch (error) {
      // The generator promises not to throw; if it ever does, the answer says so rather than crash.
      const reason = `the schema could not be compiled: ${(error as Error).message}`;
      this.warnings.push(`${where}: ${reason}`);
      return { generate: () => ({ value: null, unsatisfiable: [`: ${reason}`] }) };
    }
  }
}

function onlyRef(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const keys = Object.keys(schema);
  const ref = (schema as { $ref?: unknown }).$ref;
  return keys.length === 1 && typeof ref === 'string' ? ref : undefined;
}
