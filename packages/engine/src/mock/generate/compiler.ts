import type { MockLocale } from './types.js';
import {
  CUT,
  constantNode,
  flagged,
  isExhausted,
  pickNode,
  spend,
  type GenNode,
  type GenState,
} from './gen-node.js';
import { resolveRef } from './resolve-ref.js';
import {
  isAnnotation,
  declaredTypes,
  inferredTypes,
  isSchema,
  stringList,
  typeAllowed,
  typeOfValue,
  type JsonType,
  type Schema,
} from './schema-keywords.js';
import { mergeAllOf } from './merge-all-of.js';
import { ShapeIds } from './shape-ids.js';
import { compileObject } from './compile-object.js';
import { compileArray } from './compile-array.js';
import { compileNumber } from './compile-number.js';
import { compileString } from './compile-string.js';
import { choiceNode, compileChoice } from './compile-choice.js';
import { compileUntyped } from './compile-untyped.js';

/** What a schema's place tells the generator: the property it fills and the model around it. */
export interface FieldHint {
  /** The property name (`email`, `created_at`), or the model's name for a model itself. */
  name?: string;
  /** The model or property holding this field (`User` for `User.name`). */
  owner?: string;
}

/** The schema being compiled and where it sits. */
export interface Scope {
  hint: FieldHint;
  /** The top schema of this compile, for local `#/$defs/…` references. */
  root: unknown;
}

/**
 * Schemas one `compileSchema` call may compile (models it is the first to use included). The
 * largest real models take about 5,000 (Stripe's checkout.session); past this, the rest is
 * `null`, flagged as too complex.
 */
const MAX_COMPILE_WORK = 50_000;

/** Models nested in one another on one path of an answer, whatever they are. */
const MAX_OPEN_REFS = 32;
/** From this many nested models on, values take their smallest form. */
const LEAN_NESTING = 3;
/** Added to a saved depth to remember that the entry turned the answer lean. */
const DEEP = 1 << 20;

interface RefEntry {
  id: number;
  node: GenNode | undefined;
  isInFallback?: boolean;
}

/**
 * Compiles raw schemas into generator nodes. One compiler serves every schema compiled against the
 * same models and locale, so each model is compiled once however many endpoints use it (GitHub's
 * 1,223 operations share a few hundred models).
 */
export class SchemaCompiler {
  /** How deep each `$ref` is open during one generation, by ref id (shared: generation is synchronous). */
  readonly refDepth: number[] = [];
  private readonly modelRefs = new Map<string, RefEntry>();
  private readonly localRefs = new WeakMap<object, Map<string, RefEntry>>();
  /**
   * Models waiting to be compiled. They are compiled from this queue, not recursively where they
   * are used, so a long chain of models (Stripe has 800) cannot overflow the stack.
   */
  private readonly pending: (() => void)[] = [];
  /** Shape ids of schemas, to find the same `allOf` again and compare merged parts. */
  readonly shapes = new ShapeIds();
  /** Schemas compiled for the current root: bounded, whatever combinations a design makes. */
  private work = 0;

  constructor(
    readonly models: ReadonlyMap<string, unknown>,
    readonly locale: MockLocale,
  ) {}

  /** Compiles a schema and every model it reaches; the nodes are complete when this returns. */
  compileRoot(raw: unknown, scope: Scope): GenNode {
    this.work = 0;
    const node = this.compile(raw, scope);
    for (let index = 0; index < this.pending.length; index += 1) this.pending[index]!();
    this.pending.length = 0;
    return node;
  }

  compile(raw: unknown, scope: Scope): GenNode {
    this.work += 1;
    if (this.work > MAX_COMPILE_WORK)
      return flagged(constantNode(null), 'the schema is too complex to mock');
    if (raw === false) return flagged(constantNode(null), 'the schema is false: nothing is valid');
    if (!isSchema(raw)) return compileUntyped({}, scope, this);
    const schema = raw;

    if (typeof schema.$ref === 'string') return this.compileRef(schema, schema.$ref, scope);
    // Draft 2019-09's `$recursiveRef` and 2020-12's `$dynamicRef` to `#` (a model referring to
    // itself, as OpenAI's filters do) are followed like a `$ref` to the model: the dynamic scope
    // only matters for meta-schemas.
    const dynamic = schema.$recursiveRef ?? schema.$dynamicRef;
    if (typeof dynamic === 'string') {
      const rest: Schema = { $ref: dynamic };
      for (const key of Object.keys(schema))
        if (key !== '$recursiveRef' && key !== '$dynamicRef') rest[key] = schema[key];
      return this.compileRef(rest, dynamic, scope);
    }
    if (Array.isArray(schema.allOf)) return this.compileAllOf(schema, scope);
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      return compileChoice(schema, scope, this);
    }
    const node = this.compileValue(schema, scope);
    return schema.not !== undefined && !notIsMet(schema)
      ? flagged(node, '`not` is not enforced')
      : node;
  }

  resolve(ref: string, scope: Scope) {
    return resolveRef(ref, this.models, scope.root);
  }

  private compileRef(schema: Schema, ref: string, scope: Scope): GenNode {
    const siblings = Object.keys(schema).filter((key) => key !== '$ref' && !isAnnotation(key));
    if (siblings.length > 0) {
      // OpenAPI 3.1 and JSON Schema 2020-12 apply keywords beside a `$ref` as well: merge them.
      const rest: Schema = {};
      for (const key of siblings) rest[key] = schema[key];
      return this.compile({ allOf: [{ $ref: ref }, rest] }, scope);
    }
    const resolved = this.resolve(ref, scope);
    if (!resolved) return flagged(constantNode({}), `unknown $ref ${ref}`);
    const target = resolved.schema;
    // A model that is a plain value (`Email: {type: string}`) takes its realism from the property
    // using it; a structured model from its own name.
    const isPlain = isPlainValue(target);
    const hint: FieldHint = isPlain ? scope.hint : { name: resolved.name, owner: scope.hint.name };
    const key = isPlain ? `${ref}\u0000${scope.hint.name ?? ''}` : ref;
    const entries = resolved.isModel ? this.modelRefs : this.localEntries(scope.root);
    const root = resolved.isModel ? target : scope.root;
    return this.entryNode(entries, key, () => this.compile(target, { hint, root }));
  }

  /**
   * `allOf` is merged into one schema. When it pulls models in by `$ref`, the merge inlines them,
   * which would bypass the `$ref` cache and recurse forever on a model that reaches itself
   * through such an `allOf` (Stripe's expandable fields): so such an `allOf` is compiled once
   * per shape and field name, and counted like a `$ref` while answering.
   */
  private compileAllOf(schema: Schema, scope: Scope): GenNode {
    const compileMerged = () => {
      const merged = mergeAllOf(schema, (ref) => this.resolve(ref, scope), this.shapes);
      const node = this.compile(merged.schema, scope);
      return merged.issues.length > 0 ? flagged(node, merged.issues.join('; ')) : node;
    };
    if (!hasRef(schema.allOf)) return compileMerged();
    const shape = this.shapes.idOf(schema);
    const key = `allOf\u0000${scope.hint.name ?? ''}\u0000${shape}`;
    const entries = this.shapes.isLocal(shape) ? this.localEntries(scope.root) : this.modelRefs;
    return this.entryNode(entries, key, compileMerged);
  }

  /**
   * A node counted per entry while answering: past `maxRefDepth` nested uses (or too many open
   * entries of any kind) it answers `CUT`. The entry is registered before it is compiled, so a
   * recursive use finds it and does not loop.
   */
  private entryNode(
    entries: Map<string, RefEntry>,
    key: string,
    compileTarget: () => GenNode,
  ): GenNode {
    let entry = entries.get(key);
    if (!entry) {
      const created: RefEntry = { id: this.refDepth.length, node: undefined };
      this.refDepth.push(0);
      entries.set(key, created);
      this.pending.push(() => {
        try {
          created.node = compileTarget();
        } catch (error) {
          // Only a schema nested deeper than the call stack gets here.
          created.node = flagged(
            constantNode(null),
            `the schema could not be compiled: ${(error as Error).message}`,
          );
        }
      });
      entry = created;
    }
    const refEntry = entry;
    const id = refEntry.id;
    // Past the limit the parent leaves the field out; in a smallest-form rebuild a few more
    // levels are allowed so that required recursions can still close. Deep in a design, models
    // take their smallest form: a realistic answer shows the first levels in full, and further
    // down ids and nulls, as real APIs do.
    const enter = (g: GenState): number => {
      const depth = g.refDepth[id]!;
      if (
        depth >= g.maxRefDepth + (g.minimal > 0 ? 3 : 0) ||
        g.openRefs >= MAX_OPEN_REFS ||
        isExhausted(g)
      ) {
        return -1;
      }
      // Entering a model costs like a value: designs made only of references and choices
      // (A = oneOf [A, B]) would otherwise try their branches without ever spending.
      spend(g);
      const isDeep = g.openRefs >= LEAN_NESTING;
      if (isDeep) g.minimal += 1;
      g.refDepth[id] = depth + 1;
      g.openRefs += 1;
      return isDeep ? depth + DEEP : depth;
    };
    const leave = (g: GenState, entered: number): void => {
      g.openRefs -= 1;
      if (entered >= DEEP) {
        g.minimal -= 1;
        g.refDepth[id] = entered - DEEP;
      } else {
        g.refDepth[id] = entered;
      }
    };
    return {
      gen(g) {
        const entered = enter(g);
        if (entered < 0) return CUT;
        const value = refEntry.node!.gen(g);
        leave(g, entered);
        return value;
      },
      write(g) {
        const entered = enter(g);
        if (entered < 0) return false;
        const isWritten = refEntry.node!.write(g);
        leave(g, entered);
        return isWritten;
      },
      fallback() {
        // A fallback that comes back to the same model (A → B → A) ends with null.
        if (!refEntry.node || refEntry.isInFallback) return null;
        refEntry.isInFallback = true;
        try {
          return refEntry.node.fallback();
        } finally {
          refEntry.isInFallback = false;
        }
      },
    };
  }

  private localEntries(root: unknown): Map<string, RefEntry> {
    const key = isSchema(root) ? root : this.modelRefs;
    let entries = this.localRefs.get(key);
    if (!entries) {
      entries = new Map();
      this.localRefs.set(key, entries);
    }
    return entries;
  }

  /** A schema without `$ref`, `allOf`, `oneOf` or `anyOf`: const, enum, then by type. */
  private compileValue(schema: Schema, scope: Scope): GenNode {
    const types = declaredTypes(schema) ?? inferredTypes(schema);
    if (Object.hasOwn(schema, 'const')) {
      const node = constantNode(schema.const);
      return types && !typeAllowed(types, typeOfValue(schema.const))
        ? flagged(node, '`const` does not match the type')
        : node;
    }
    if (Array.isArray(schema.enum)) return this.compileEnum(schema, schema.enum, types);
    if (!types) return compileUntyped(schema, scope, this);
    const nonNull = [...types].filter((type) => type !== 'null');
    // A nullable field is still filled: a mock's data is more useful full. `null` is used when
    // it is the only type, and as the fallback where a recursion is cut.
    if (nonNull.length === 0) return constantNode(null);
    if (types.has('integer') && types.has('number')) nonNull.splice(nonNull.indexOf('number'), 1);
    const nodes = nonNull.map((type) => this.compileTyped(schema, type, scope));
    const node = nodes.length === 1 ? nodes[0]! : choiceNode(nodes);
    return types.has('null') ? nullableNode(node) : node;
  }

  compileTyped(schema: Schema, type: JsonType, scope: Scope): GenNode {
    switch (type) {
      case 'object':
        return compileObject(schema, scope, this);
      case 'array':
        return compileArray(schema, scope, this);
      case 'string':
        return compileString(schema, scope, this);
      case 'integer':
      case 'number':
        return compileNumber(schema, type === 'integer', scope);
      case 'boolean':
        return booleanNode(schema);
      case 'null':
        return constantNode(null);
    }
  }

  private compileEnum(
    schema: Schema,
    values: unknown[],
    types: Set<JsonType> | undefined,
  ): GenNode {
    if (values.length === 0) return flagged(constantNode(null), 'the enum is empty');
    const fitting = types
      ? values.filter((value) => typeAllowed(types, typeOfValue(value)))
      : values;
    // An enum that breaks the type still says what the designer meant: its values are the
    // closest data there is.
    const usable = fitting.length > 0 ? fitting : values;
    const nonNull = usable.filter((value) => value !== null);
    const chosen = nonNull.length > 0 ? nonNull : usable;
    const node = pickNode(chosen);
    const nullable = usable.includes(null) || schema.nullable === true;
    const result = nullable ? nullableNode(node) : node;
    return fitting.length === 0 ? flagged(result, 'no enum value matches the type') : result;
  }
}

/** A nullable value: filled normally, `null` in its smallest form. */
export function nullableNode(node: GenNode): GenNode {
  return {
    gen: (g) => (g.minimal > 0 ? null : node.gen(g)),
    write(g) {
      if (g.minimal === 0) return node.write(g);
      g.out.push('null');
      return true;
    },
    fallback: () => null,
  };
}

function booleanNode(schema: Schema): GenNode {
  const preset = [schema.example, schema.default].find((value) => typeof value === 'boolean');
  return {
    gen: (g) => g.rng.next() < 0.5,
    write(g) {
      g.out.push(g.rng.next() < 0.5 ? 'true' : 'false');
      return true;
    },
    fallback: () => preset ?? false,
  };
}

function isPlainValue(schema: unknown): boolean {
  if (!isSchema(schema)) return true;
  if (schema.$ref !== undefined || schema.allOf || schema.oneOf || schema.anyOf) return false;
  const types = declaredTypes(schema) ?? inferredTypes(schema);
  return !types || (!types.has('object') && !types.has('array'));
}

/**
 * `not` is not enforced in general; it is met anyway when it forbids types the schema cannot
 * have, or when it is the "not both" idiom (`not: {required: [a, b]}`) and one of those
 * properties is optional: the object compiler then leaves it out.
 */
function notIsMet(schema: Schema): boolean {
  const not = schema.not;
  if (!isSchema(not)) return false;
  const keys = Object.keys(not).filter((key) => !isAnnotation(key));
  if (keys.length === 1 && keys[0] === 'required') {
    const required = new Set(stringList(schema.required));
    return stringList(not.required).some((name) => !required.has(name));
  }
  const forbidden = declaredTypes(not);
  const allowed = declaredTypes(schema);
  if (!forbidden || !allowed || keys.some((key) => key !== 'type')) return false;
  return [...allowed].every(
    (type) => !forbidden.has(type) && !(type === 'integer' && forbidden.has('number')),
  );
}

const refsInAllOf = new WeakMap<object, boolean>();

/** Whether `allOf` parts pull a `$ref` in (remembered per object: merged parts are shared). */
function hasRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasRef);
  if (!isSchema(value)) return false;
  if (typeof value.$ref === 'string') return true;
  let known = refsInAllOf.get(value);
  if (known === undefined) {
    refsInAllOf.set(value, false);
    known = hasRef(value.allOf);
    refsInAllOf.set(value, known);
  }
  return known;
}
