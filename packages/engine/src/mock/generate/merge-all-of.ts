import type { ResolvedRef } from './resolve-ref.js';
import { ShapeIds } from './shape-ids.js';
import {
  declaredTypes,
  isSchema,
  numberKeyword,
  stringList,
  type JsonType,
  type Schema,
} from './schema-keywords.js';

/** How deep `allOf` inside `allOf` (through `$ref`s) is followed. */
const MAX_DEPTH = 32;
/** How many schemas one `allOf` may gather. */
const MAX_PARTS = 256;
/** Two `oneOf`s in one `allOf` become one list of combined branches, up to this many. */
const MAX_BRANCHES = 16;

export interface MergedSchema {
  /** One schema without `allOf` (it may still hold `oneOf`/`anyOf`). */
  schema: Schema;
  /** Contradictions found while merging; the merged schema keeps the first of two rivals. */
  issues: string[];
}

const LOWER_COUNTS = new Set(['minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER_COUNTS = new Set(['maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const BOUNDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const EITHER = new Set(['uniqueItems', 'readOnly', 'writeOnly', 'deprecated']);

/**
 * `allOf` merged into one schema at compile time, so that answers never combine schemas: the
 * parts (with `$ref`s resolved, nested `allOf`s flattened) are merged keyword by keyword, each
 * the way JSON Schema combines it: types intersect, bounds tighten, `required` unites, a property
 * declared twice becomes the `allOf` of both, `additionalProperties: false` keeps only what every
 * closed part allows.
 */
export function mergeAllOf(
  schema: Schema,
  resolve: (ref: string) => ResolvedRef | undefined,
  shapes: ShapeIds = new ShapeIds(),
): MergedSchema {
  const issues: string[] = [];
  const parts: Schema[] = [];
  collect(schema, 0, [], parts, issues, resolve);
  return { schema: mergeParts(parts, issues, shapes), issues };
}

function collect(
  value: unknown,
  depth: number,
  refs: readonly string[],
  parts: Schema[],
  issues: string[],
  resolve: (ref: string) => ResolvedRef | undefined,
): void {
  if (value === false) {
    issues.push('allOf contains false: nothing is valid');
    return;
  }
  if (!isSchema(value)) return;
  if (depth > MAX_DEPTH || parts.length >= MAX_PARTS) {
    issues.push('allOf nests too deep; the rest is left out');
    return;
  }
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const rest: Schema = {};
    for (const key of Object.keys(value)) if (key !== '$ref') rest[key] = value[key];
    if (Object.keys(rest).length > 0) collect(rest, depth + 1, refs, parts, issues, resolve);
    if (refs.includes(ref)) {
      issues.push(`allOf includes itself through ${ref}`);
      return;
    }
    const resolved = resolve(ref);
    if (!resolved) {
      issues.push(`unknown $ref ${ref}`);
      return;
    }
    collect(resolved.schema, depth + 1, [...refs, ref], parts, issues, resolve);
    return;
  }
  const own: Schema = {};
  for (const key of Object.keys(value)) if (key !== 'allOf') own[key] = value[key];
  parts.push(own);
  if (Array.isArray(value.allOf)) {
    for (const sub of value.allOf) collect(sub, depth + 1, refs, parts, issues, resolve);
  }
}

interface Bound {
  value: number;
  isExclusive: boolean;
}

function mergeParts(parts: readonly Schema[], issues: string[], shapes: ShapeIds): Schema {
  const out: Schema = {};
  let types: Set<JsonType> | undefined;
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  const properties: Record<string, unknown> = {};
  let hasProperties = false;
  const required = new Set<string>();
  /** The property names each `additionalProperties: false` part allows. */
  const closedSets: Set<string>[] = [];

  for (const part of parts) {
    const partTypes = declaredTypes(part);
    if (partTypes) types = types ? intersectTypes(types, partTypes, issues) : partTypes;
    const bounds = boundsOf(part);
    if (bounds.lower && (!lower || tighterLower(bounds.lower, lower))) lower = bounds.lower;
    if (bounds.upper && (!upper || tighterUpper(bounds.upper, upper))) upper = bounds.upper;
    if (part.additionalProperties === false) {
      closedSets.push(new Set(isSchema(part.properties) ? Object.keys(part.properties) : []));
    }

    for (const key of Object.keys(part)) {
      const value = part[key];
      if (key === 'type' || key === 'nullable' || BOUNDS.has(key)) continue;
      if (key === 'properties' && isSchema(value)) {
        hasProperties = true;
        for (const [name, sub] of Object.entries(value)) {
          // The same property twice (a part merged in again) stays as it is: wrapping it in
          // another allOf at every merge would grow without end on self-referring designs.
          properties[name] = Object.hasOwn(properties, name)
            ? combine(properties[name], sub, shapes)
            : sub;
        }
      } else if (key === 'required') {
        for (const name of stringList(value)) required.add(name);
      } else if (!Object.hasOwn(out, key)) {
        out[key] = value;
      } else {
        mergeKeyword(out, key, value, issues, shapes);
      }
    }
  }

  if (types) {
    const list = [...types];
    out.type = list.length === 1 ? list[0] : list;
  }
  if (lower) out[lower.isExclusive ? 'exclusiveMinimum' : 'minimum'] = lower.value;
  if (upper) out[upper.isExclusive ? 'exclusiveMaximum' : 'maximum'] = upper.value;
  if (closedSets.length > 0) {
    for (const name of Object.keys(properties)) {
      if (!closedSets.every((set) => set.has(name))) delete properties[name];
    }
    for (const name of required) {
      if (!closedSets.every((set) => set.has(name))) {
        issues.push(
          `required property "${name}" is excluded by additionalProperties: false in allOf`,
        );
      }
    }
    out.additionalProperties = false;
  }
  if (hasProperties) out.properties = properties;
  if (required.size > 0) out.required = [...required];
  return out;
}

function combine(current: unknown, next: unknown, shapes: ShapeIds): unknown {
  if (shapes.isSame(current, next)) return current;
  return { allOf: [current, next] };
}

function mergeKeyword(
  out: Schema,
  key: string,
  value: unknown,
  issues: string[],
  shapes: ShapeIds,
): void {
  const current = out[key];
  if (LOWER_COUNTS.has(key) && typeof value === 'number' && typeof current === 'number') {
    out[key] = Math.max(current, value);
  } else if (UPPER_COUNTS.has(key) && typeof value === 'number' && typeof current === 'number') {
    out[key] = Math.min(current, value);
  } else if (EITHER.has(key)) {
    out[key] = current === true || value === true;
  } else if (key === 'enum' && Array.isArray(value) && Array.isArray(current)) {
    const keys = new Set(value.map((item) => shapes.idOf(item)));
    const common = current.filter((item) => keys.has(shapes.idOf(item)));
    if (common.length === 0) issues.push('the enums of allOf have no value in common');
    else out.enum = common;
  } else if (key === 'const') {
    if (!shapes.isSame(current, value)) issues.push('allOf has two different const values');
  } else if (key === 'multipleOf' && typeof value === 'number' && typeof current === 'number') {
    out.multipleOf = combineSteps(current, value, issues);
  } else if (
    (key === 'items' ||
      key === 'additionalProperties' ||
      key === 'contains' ||
      key === 'propertyNames') &&
    (isSchema(value) || value === false)
  ) {
    if (current === false || value === false) out[key] = false;
    else if (isSchema(current)) out[key] = { allOf: [current, value] };
    else out[key] = value;
  } else if (key === 'patternProperties' && isSchema(value) && isSchema(current)) {
    const merged: Schema = { ...current };
    for (const [pattern, sub] of Object.entries(value)) {
      merged[pattern] = Object.hasOwn(merged, pattern)
        ? combine(merged[pattern], sub, shapes)
        : sub;
    }
    out[key] = merged;
  } else if (
    (key === 'oneOf' || key === 'anyOf') &&
    Array.isArray(value) &&
    Array.isArray(current)
  ) {
    if (current.length * value.length <= MAX_BRANCHES) {
      out[key] = current.flatMap((left: unknown) =>
        value.map((right: unknown) => ({ allOf: [left, right] })),
      );
    } else {
      issues.push(`two ${key} lists in allOf are too many combinations; only the first is used`);
    }
  } else if (key === 'pattern' && current !== value) {
    issues.push('allOf has two patterns; only the first is generated');
  } else if (key === 'format' && current !== value) {
    issues.push(`allOf has two formats (${String(current)}, ${String(value)}); the first is used`);
  }
  // Anything else (annotations, examples, vendor extensions): the first part's value stays.
}

function intersectTypes(
  current: Set<JsonType>,
  next: Set<JsonType>,
  issues: string[],
): Set<JsonType> {
  const out = new Set<JsonType>();
  for (const type of current) {
    if (next.has(type)) out.add(type);
    else if (type === 'integer' && next.has('number')) out.add('integer');
    else if (type === 'number' && next.has('integer')) out.add('integer');
  }
  if (out.size === 0) {
    issues.push(`allOf types do not meet (${[...current].join(', ')} and ${[...next].join(', ')})`);
    return current;
  }
  return out;
}

function boundsOf(part: Schema): { lower?: Bound; upper?: Bound } {
  const result: { lower?: Bound; upper?: Bound } = {};
  const minimum = numberKeyword(part, 'minimum');
  const maximum = numberKeyword(part, 'maximum');
  if (minimum !== undefined)
    result.lower = { value: minimum, isExclusive: part.exclusiveMinimum === true };
  if (maximum !== undefined)
    result.upper = { value: maximum, isExclusive: part.exclusiveMaximum === true };
  const exclusiveMinimum = numberKeyword(part, 'exclusiveMinimum');
  const exclusiveMaximum = numberKeyword(part, 'exclusiveMaximum');
  if (exclusiveMinimum !== undefined) {
    const bound = { value: exclusiveMinimum, isExclusive: true };
    if (!result.lower || tighterLower(bound, result.lower)) result.lower = bound;
  }
  if (exclusiveMaximum !== undefined) {
    const bound = { value: exclusiveMaximum, isExclusive: true };
    if (!result.upper || tighterUpper(bound, result.upper)) result.upper = bound;
  }
  return result;
}

function tighterLower(candidate: Bound, current: Bound): boolean {
  return (
    candidate.value > current.value || (candidate.value === current.value && candidate.isExclusive)
  );
}

function tighterUpper(candidate: Bound, current: Bound): boolean {
  return (
    candidate.value < current.value || (candidate.value === current.value && candidate.isExclusive)
  );
}

/** A step both steps divide: the larger when it is a multiple of the other, else their least common multiple for integers. */
function combineSteps(a: number, b: number, issues: string[]): number {
  const [small, large] = a < b ? [a, b] : [b, a];
  if (Number.isInteger(large / small)) return large;
  if (Number.isInteger(a) && Number.isInteger(b)) return (a / gcd(a, b)) * b;
  issues.push(`allOf has multipleOf ${a} and ${b}; ${a} is used`);
  return a;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
