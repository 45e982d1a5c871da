import type { Rng } from './rng.js';

/**
 * The compiled form of a schema: a tree of closures. Everything that does not depend on the random
 * numbers was decided when the node was built, so `gen` only draws numbers and assembles values.
 */
export interface GenNode {
  /** A value for the schema, or `CUT` when a recursive `$ref` reached its depth limit below. */
  gen(g: GenState): unknown;
  /**
   * Writes the same value as JSON text to `g.out`, drawing the same random numbers in the same
   * order: an answer is sent as text, and writing it directly skips building objects and
   * serializing them. False (with nothing written) where `gen` would answer `CUT`.
   */
  write(g: GenState): boolean;
  /** The last resort for a required value whose recursion could not be cut short (a fresh value each call). */
  fallback(): unknown;
}

/** Returned by a `$ref` node past its depth limit: the parent leaves the field out or shrinks it. */
export const CUT: unique symbol = Symbol('cut');

/** What one `generate()` call carries through the tree. Reused between calls; never shared across calls in flight. */
export interface GenState {
  rng: Rng;
  /** Unsatisfiable spots found so far; their pointers are built while the stack unwinds. */
  issues: Issue[];
  /** How many times each `$ref` (by its id) is open on the current path. */
  refDepth: number[];
  /** Above 0 while a required value below a cut recursion is rebuilt in its smallest form. */
  minimal: number;
  maxRefDepth: number;
  /**
   * Values (properties, items, entries) left before the answer turns lean. Each array is capped
   * on its own, but a richly connected design (Stripe's expandable fields reach dozens of models
   * from each) grows exponentially even with every `$ref` bounded; past the budget, answers
   * take the smallest form (required fields only, nullable ones null).
   */
  budget: number;
  /** `$ref`s open on the current path, all together: keeps the JS stack safe. */
  openRefs: number;
  /** The pieces of JSON text written so far; joined once, at the end (no deep string ropes). */
  out: string[];
}

export interface Issue {
  /** JSON pointer into the generated value, built from the leaf up. */
  pointer: string;
  reason: string;
}

/** A node that always reports `reason` at its place in the value, then generates with `inner`. */
export function flagged(inner: GenNode, reason: string): GenNode {
  return {
    gen(g) {
      g.issues.push({ pointer: '', reason });
      return inner.gen(g);
    },
    write(g) {
      g.issues.push({ pointer: '', reason });
      return inner.write(g);
    },
    fallback: inner.fallback,
  };
}

/** JSON text of a value that JSON can hold (`undefined` becomes `null`, as in an array). */
export function toJson(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** A leaf whose values are numbers: their JSON text is their decimal text. */
export function numberNode(gen: (g: GenState) => number, fallback: () => number): GenNode {
  return {
    gen,
    write(g) {
      g.out.push(String(gen(g)));
      return true;
    },
    fallback,
  };
}

/** A leaf whose values are strings. */
export function stringNode(gen: (g: GenState) => string, fallback: () => string): GenNode {
  return {
    gen,
    write(g) {
      g.out.push(JSON.stringify(gen(g)));
      return true;
    },
    fallback,
  };
}

/** A leaf that picks among fixed values; their JSON texts are written once, here. */
const textsOfPools = new WeakMap<readonly unknown[], readonly string[]>();

export function pickNode(values: readonly unknown[]): GenNode {
  const count = values.length;
  // Pools are shared by every field drawing from them: their texts are written once per pool.
  let texts = textsOfPools.get(values);
  if (!texts) {
    texts = values.map(toJson);
    textsOfPools.set(values, texts);
  }
  const written = texts;
  const isPrimitive = values.every((value) => value === null || typeof value !== 'object');
  if (count === 1) return constantNode(values[0]);
  if (isPrimitive) {
    return {
      gen: (g) => values[Math.floor(g.rng.next() * count)],
      write(g) {
        g.out.push(written[Math.floor(g.rng.next() * count)]!);
        return true;
      },
      fallback: () => values[0],
    };
  }
  return {
    gen: (g) => structuredClone(values[Math.floor(g.rng.next() * count)]),
    write(g) {
      g.out.push(written[Math.floor(g.rng.next() * count)]!);
      return true;
    },
    fallback: () => structuredClone(values[0]),
  };
}

/**
 * How far past the budget an answer may go to honour `minItems` and required fields; beyond it,
 * arrays stop short (flagged). Nested large `minItems` would otherwise multiply without end.
 */
export const OVERDRAFT = 100_000;

/** Whether the answer is so far past its budget that arrays must stop, even below minItems. */
export function isExhausted(g: GenState): boolean {
  return g.budget < -OVERDRAFT;
}

/** Spends one value of the budget; the first overdraft turns the rest of the answer lean. */
export function spend(g: GenState): void {
  g.budget -= 1;
  if (g.budget === 0) g.minimal += 1;
}

/** Prefixes the pointers of the issues recorded since `from` with one segment (already escaped). */
export function prefixIssues(g: GenState, from: number, segment: string): void {
  for (let i = from; i < g.issues.length; i += 1) {
    const issue = g.issues[i]!;
    issue.pointer = `/${segment}${issue.pointer}`;
  }
}

/** RFC 6901 escaping of one pointer segment. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The value of a required field whose generator answered `CUT`: regenerate it in its smallest form
 * (only required fields, fewest items), and if even that recurses too deep, use its fallback.
 */
export function requiredAfterCut(g: GenState, node: GenNode): unknown {
  g.minimal += 1;
  const value = node.gen(g);
  g.minimal -= 1;
  if (value !== CUT) return value;
  g.issues.push({ pointer: '', reason: 'recursive $ref required beyond the depth limit' });
  return node.fallback();
}

/** `requiredAfterCut` for JSON text: always writes something. */
export function requiredWriteAfterCut(g: GenState, node: GenNode): void {
  g.minimal += 1;
  const isWritten = node.write(g);
  g.minimal -= 1;
  if (isWritten) return;
  g.issues.push({ pointer: '', reason: 'recursive $ref required beyond the depth limit' });
  g.out.push(toJson(node.fallback()));
}

/** A node with a fixed value; objects and arrays are copied so callers may change what they get. */
export function constantNode(value: unknown): GenNode {
  const text = toJson(value);
  const write = (g: GenState) => {
    g.out.push(text);
    return true;
  };
  if (value === null || typeof value !== 'object') {
    return { gen: () => value, write, fallback: () => value };
  }
  const copy = () => structuredClone(value) as unknown;
  return { gen: copy, write, fallback: copy };
}
