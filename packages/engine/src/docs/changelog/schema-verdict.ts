import type { JsonSchema } from '@heron/contract';
import { keywordsOf, type SchemaObject } from './schema-keywords.js';

/**
 * How the values a schema allows moved between two versions: `widened` allows more (breaks a
 * client reading a response, not one sending a request), `narrowed` allows less (the reverse),
 * `changed` neither one nor the other (breaks both).
 */
export type Verdict = 'equal' | 'widened' | 'narrowed' | 'changed';

export function combineVerdicts(...verdicts: Verdict[]): Verdict {
  let result: Verdict = 'equal';
  for (const verdict of verdicts) {
    if (verdict === 'equal' || verdict === result) continue;
    if (result === 'equal') result = verdict;
    else return 'changed';
  }
  return result;
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
const TYPE_NAMES: ReadonlySet<string> = new Set(JSON_TYPES);

/** The JSON types in the order a type text lists them (`null` last, as in `string | null`). */
export function orderTypes(types: ReadonlySet<string>): string[] {
  return JSON_TYPES.filter((type) => types.has(type));
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The JSON types a schema allows, or null for any. `type` (a name or a list) says it, with
 * OpenAPI 3.0's `nullable`; without `type`, the listed values or the keywords that only apply
 * to one type (`properties`, `items`) do, as a designer means them.
 */
export function typeSetOf(schema: JsonSchema | undefined): ReadonlySet<string> | null {
  if (schema === false) return new Set();
  const keywords: SchemaObject = keywordsOf(schema);
  let types: Set<string> | null = null;
  if (typeof keywords.type === 'string') types = new Set([keywords.type]);
  else if (Array.isArray(keywords.type)) types = new Set(keywords.type.map(String));
  else if (Array.isArray(keywords.enum)) types = new Set(keywords.enum.map(typeOfValue));
  else if (Object.hasOwn(keywords, 'const')) types = new Set([typeOfValue(keywords.const)]);
  else if (
    keywords.properties !== undefined ||
    keywords.required !== undefined ||
    keywords.additionalProperties !== undefined
  )
    types = new Set(['object']);
  else if (keywords.items !== undefined || keywords.prefixItems !== undefined)
    types = new Set(['array']);
  if (types !== null && keywords.nullable === true) types.add('null');
  if (types !== null) for (const type of types) if (!TYPE_NAMES.has(type)) types.delete(type);
  return types;
}

function covers(big: ReadonlySet<string>, small: ReadonlySet<string>): boolean {
  for (const type of small) {
    if (!big.has(type) && !(type === 'integer' && big.has('number'))) return false;
  }
  return true;
}

export function compareTypeSets(
  before: ReadonlySet<string> | null,
  after: ReadonlySet<string> | null,
): Verdict {
  if (before === null) return after === null ? 'equal' : 'narrowed';
  if (after === null) return 'widened';
  const forward = covers(after, before);
  const backward = covers(before, after);
  if (forward && backward) return 'equal';
  if (forward) return 'widened';
  if (backward) return 'narrowed';
  return 'changed';
}

// OpenAPI's number formats: `int64` and `double` are the whole range a JSON number is read into,
// so writing them (or leaving them out) changes nothing; `int32` and `float` are narrower.
const NUMBER_FORMAT_RANK: ReadonlyMap<string, number> = new Map([
  ['int32', 1],
  ['float', 1],
  ['int64', 2],
  ['double', 2],
]);

/**
 * A format is a narrowing of its type: adding one narrows, dropping one widens, `int32` →
 * `int64` widens. Another format instead of one is a change (`uri` → `uri-template`).
 */
export function compareFormats(before: SchemaObject, after: SchemaObject): Verdict {
  const left = typeof before.format === 'string' ? before.format : undefined;
  const right = typeof after.format === 'string' ? after.format : undefined;
  if (left === right) return 'equal';
  const leftRank = left === undefined ? 2 : NUMBER_FORMAT_RANK.get(left);
  const rightRank = right === undefined ? 2 : NUMBER_FORMAT_RANK.get(right);
  if (leftRank !== undefined && rightRank !== undefined) {
    if (leftRank === rightRank) return 'equal';
    return rightRank > leftRank ? 'widened' : 'narrowed';
  }
  if (left === undefined) return 'narrowed';
  if (right === undefined) return 'widened';
  return 'changed';
}

function counts(list: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

function includesAll(big: Map<string, number>, small: Map<string, number>): boolean {
  for (const [item, count] of small) if ((big.get(item) ?? 0) < count) return false;
  return true;
}

/**
 * Two lists of alternatives (fingerprints of `oneOf` / `anyOf` branches): more of them allow
 * more. For `allOf`, whose branches are all required, pass `constraints`: more allow less.
 */
export function compareBranches(
  before: readonly string[],
  after: readonly string[],
  constraints = false,
): Verdict {
  const left = counts(before);
  const right = counts(after);
  const grew = includesAll(right, left);
  const shrank = includesAll(left, right);
  if (grew && shrank) return 'equal';
  if (grew) return constraints ? 'narrowed' : 'widened';
  if (shrank) return constraints ? 'widened' : 'narrowed';
  return 'changed';
}
