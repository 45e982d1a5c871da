import { SchemaCompiler } from './compiler.js';
import {
  CUT,
  constantNode,
  flagged,
  requiredAfterCut,
  requiredWriteAfterCut,
  type GenNode,
  type GenState,
} from './gen-node.js';
import type { Rng } from './rng.js';
import type { CompileOptions, Generated, MockLocale, SchemaGenerator } from './types.js';

/** An answer's body as JSON text, with what could not be satisfied (as in `Generated`). */
export interface GeneratedJson {
  json: string;
  unsatisfiable: string[];
}

/**
 * What `compileSchema` returns: `generate` for a value to work with (stateful mode merges into
 * it), `generateJson` for a body to send. For the same random numbers both give the same data
 * (`JSON.parse(generateJson(rng).json)` equals `generate(rng).value`); the text is written
 * directly, about twice as fast as building the value and serializing it.
 */
export interface JsonSchemaGenerator extends SchemaGenerator {
  generateJson(rng: Rng): GeneratedJson;
}

/** Followed `$ref` recursion when the options do not say. */
export const DEFAULT_MAX_REF_DEPTH = 3;
/** Values in one answer before it turns lean (required fields only, nullable ones null). */
export const VALUE_BUDGET = 2000;

const compilers = new WeakMap<ReadonlyMap<string, unknown>, Map<MockLocale, SchemaCompiler>>();

/**
 * Compiles a schema (OpenAPI 3.0 or 3.1) into a generator of realistic values. All the work that
 * does not depend on the random numbers happens here, once; `generate` then only draws numbers.
 * Schemas compiled against the same `models` map and locale share their compiled models, so
 * building a mock for a whole design compiles each model once.
 *
 * Never throws, whatever the schema: what cannot be satisfied is generated as closely as possible
 * and reported in `unsatisfiable` with the JSON pointer (in URI fragment form, `#/items/0`) of
 * where and why.
 */
export function compileSchema(schema: unknown, options: CompileOptions): JsonSchemaGenerator {
  const compiler = compilerFor(options.models, options.locale);
  const maxRefDepth = Math.max(0, Math.floor(options.maxRefDepth ?? DEFAULT_MAX_REF_DEPTH));
  let node: GenNode;
  try {
    node = compiler.compileRoot(schema, { hint: {}, root: schema });
  } catch (error) {
    // Only a schema nested deeper than the call stack gets here.
    node = flagged(
      constantNode(null),
      `the schema could not be compiled: ${(error as Error).message}`,
    );
  }
  const state: GenState = {
    rng: undefined as unknown as GenState['rng'],
    issues: [],
    refDepth: compiler.refDepth,
    minimal: 0,
    maxRefDepth,
    budget: VALUE_BUDGET,
    openRefs: 0,
    out: [],
  };
  const start = (rng: Rng) => {
    state.rng = rng;
    state.issues = [];
    state.minimal = 0;
    state.budget = VALUE_BUDGET;
    state.openRefs = 0;
  };
  const failed = (error: unknown) => {
    // A bug, not a schema: answer with null and say so rather than fail the request.
    compiler.refDepth.fill(0);
    state.openRefs = 0;
    state.issues.push({ pointer: '', reason: `the generator failed: ${(error as Error).message}` });
  };
  const unsatisfiable = () =>
    state.issues.length === 0
      ? []
      : state.issues.map((issue) => `#${issue.pointer}: ${issue.reason}`);
  return {
    generate(rng): Generated {
      start(rng);
      let value: unknown;
      try {
        value = node.gen(state);
        if (value === CUT) value = requiredAfterCut(state, node);
      } catch (error) {
        failed(error);
        value = null;
      }
      return { value, unsatisfiable: unsatisfiable() };
    },
    generateJson(rng): GeneratedJson {
      start(rng);
      const out = state.out;
      out.length = 0;
      let json: string;
      try {
        if (!node.write(state)) requiredWriteAfterCut(state, node);
        json = out.join('');
      } catch (error) {
        failed(error);
        json = 'null';
      }
      out.length = 0;
      return { json, unsatisfiable: unsatisfiable() };
    },
  };
}

function compilerFor(models: ReadonlyMap<string, unknown>, locale: MockLocale): SchemaCompiler {
  let byLocale = compilers.get(models);
  if (!byLocale) {
    byLocale = new Map();
    compilers.set(models, byLocale);
  }
  let compiler = byLocale.get(locale);
  if (!compiler) {
    compiler = new SchemaCompiler(models, locale);
    byLocale.set(locale, compiler);
  }
  return compiler;
}
