import { VALUE_TYPES, type Comparator, type ValueType } from '@heron/contract';
import { parseRegex } from './parse-regex.js';

/**
 * How an assertion's or a condition's comparator judges a value found in an answer against the
 * expected text a person typed (issue 22). The found value is JSON-shaped (a string, number,
 * boolean, null, array or object), or undefined when nothing was there; the expected value is
 * always text, read as a number, JSON or a pattern as the comparator needs. Messages are English
 * sentences: they go into reports and CI logs.
 */

export interface Comparison {
  passed: boolean;
  /** Why it failed; null when it passed. */
  message: string | null;
}

/**
 * The most text a `matches` pattern is tried on. It bounds the work of a pattern that backtracks
 * badly (`(a+)+$`) on a large body, but cannot make such a pattern fast: only a worker with a
 * deadline could.
 */
export const MAX_MATCHED_CHARS = 100_000;
/** Values are cut to this in messages, so that one long body cannot flood a report. */
const SHOWN_CHARS = 200;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * @param actual what was found; undefined when nothing was there (null is a value: JSON's null)
 * @param nothing the sentence for when nothing was there (`nothing at $.data.id`, `no header
 *   x-id`), also used by a failed not-exists (`expected nothing at $.data.id, found 7`)
 */
export function compareValues(
  actual: unknown,
  comparator: Comparator,
  expected: string,
  nothing?: string,
): Comparison {
  try {
    return compare(actual, comparator, expected, nothing);
  } catch (error) {
    // A value nested deeper than the stack must fail one check, not end the run.
    return { passed: false, message: `could not compare: ${(error as Error).message}` };
  }
}

function compare(
  actual: unknown,
  comparator: Comparator,
  expected: string,
  nothing: string | undefined,
): Comparison {
  const missing = nothing ?? 'nothing was there';
  if (comparator === 'exists') return judge(actual !== undefined, missing);
  if (actual === undefined) {
    return comparator === 'not-exists' ? PASSED : { passed: false, message: missing };
  }
  const shown = showValue(actual);
  const wanted = showExpected(expected, actual);
  switch (comparator) {
    case 'not-exists':
      return { passed: false, message: `expected ${nothing ?? 'nothing'}, found ${shown}` };
    case 'equals':
      return judge(valuesEqual(actual, expected), `expected ${shown} to equal ${wanted}`);
    case 'not-equals':
      return judge(!valuesEqual(actual, expected), `expected ${shown} not to equal ${wanted}`);
    case 'greater':
    case 'greater-or-equal':
    case 'less':
    case 'less-or-equal':
      return compareNumbers(actual, comparator, expected);
    case 'contains':
    case 'not-contains':
      return compareContains(actual, comparator, expected);
    case 'matches':
      return compareMatches(actual, expected);
    case 'is-type':
      return compareType(actual, expected);
    case 'in-list':
      return compareInList(actual, expected);
  }
}

const PASSED: Comparison = { passed: true, message: null };

const judge = (passed: boolean, message: string): Comparison =>
  passed ? PASSED : { passed: false, message };

/**
 * The equals rule, shared by equals, contains (on lists) and in-list: numbers compare as numbers
 * (`200` equals "200", `1.5` equals "1.50"), booleans and null by their JSON text, objects and
 * arrays by deep equality with the expected text read as JSON (or, when it is not JSON, by their
 * JSON text), and strings exactly.
 */
export function valuesEqual(actual: unknown, expected: string): boolean {
  if (actual === undefined) return false;
  if (typeof actual === 'string') return actual === expected;
  if (typeof actual === 'number') return numberFrom(expected) === actual;
  if (typeof actual === 'boolean' || actual === null) {
    return JSON.stringify(actual) === expected.trim();
  }
  if (typeof actual === 'object') {
    const parsed = parseJson(expected);
    return parsed.ok ? deepEqual(actual, parsed.value) : JSON.stringify(actual) === expected;
  }
  return String(actual) === expected;
}

/** A decimal number written out in full (no hex, no `Infinity`, no blank text); else null. */
export function numberFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const ORDER_WORDS = {
  greater: 'greater than',
  'greater-or-equal': 'greater than or equal to',
  less: 'less than',
  'less-or-equal': 'less than or equal to',
} as const;

function compareNumbers(
  actual: unknown,
  comparator: keyof typeof ORDER_WORDS,
  expected: string,
): Comparison {
  const words = ORDER_WORDS[comparator];
  const left =
    typeof actual === 'number' ? actual : typeof actual === 'string' ? numberFrom(actual) : null;
  if (left === null) {
    return {
      passed: false,
      message: `expected a number ${words} ${expected.trim()}, found ${showValue(actual)}`,
    };
  }
  const right = numberFrom(expected);
  if (right === null) {
    return {
      passed: false,
      message: `cannot tell whether ${showValue(actual)} is ${words} ${JSON.stringify(clip(expected))}: that is not a number`,
    };
  }
  const passed =
    comparator === 'greater'
      ? left > right
      : comparator === 'greater-or-equal'
        ? left >= right
        : comparator === 'less'
          ? left < right
          : left <= right;
  return judge(passed, `expected ${showValue(actual)} to be ${words} ${right}`);
}

function compareContains(
  actual: unknown,
  comparator: 'contains' | 'not-contains',
  expected: string,
): Comparison {
  const negated = comparator === 'not-contains';
  let found: boolean;
  if (typeof actual === 'string') found = actual.includes(expected);
  else if (Array.isArray(actual)) found = actual.some((item) => valuesEqual(item, expected));
  else {
    return {
      passed: false,
      message: `cannot look inside ${showValue(actual)}: ${comparator} works on a text or a list`,
    };
  }
  const wanted = showExpected(expected, actual);
  return judge(
    found !== negated,
    `expected ${showValue(actual)} ${negated ? 'not to contain' : 'to contain'} ${wanted}`,
  );
}

function compareMatches(actual: unknown, expected: string): Comparison {
  const parsed = parseRegex(expected);
  if (!parsed.ok) return { passed: false, message: parsed.message };
  const text = (typeof actual === 'string' ? actual : JSON.stringify(actual)).slice(
    0,
    MAX_MATCHED_CHARS,
  );
  parsed.regex.lastIndex = 0;
  return judge(parsed.regex.test(text), `expected ${showValue(actual)} to match ${clip(expected)}`);
}

function compareType(actual: unknown, expected: string): Comparison {
  const name = expected.trim().toLowerCase();
  if (!isValueType(name)) {
    return {
      passed: false,
      message: `${JSON.stringify(clip(expected))} is not a type: use one of ${VALUE_TYPES.join(', ')}`,
    };
  }
  const type = typeOf(actual);
  const passed = name === 'integer' ? Number.isInteger(actual) : type === name;
  return judge(passed, `expected ${showValue(actual)} to be of type ${name}, found type ${type}`);
}

function compareInList(actual: unknown, expected: string): Comparison {
  const items = listItems(expected);
  if (items.length === 0) return { passed: false, message: 'there is no list to look in' };
  return judge(
    items.some((item) => valuesEqual(actual, item)),
    `expected ${showValue(actual)} to be one of ${clip(items.join(', '))}`,
  );
}

/**
 * An in-list's items as texts for the equals rule: a JSON array (`[200, "ok"]`), or a
 * comma-separated list whose items are trimmed (`200, 201`).
 */
export function listItems(expected: string): string[] {
  const trimmed = expected.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    const parsed = parseJson(trimmed);
    if (parsed.ok && Array.isArray(parsed.value)) {
      return parsed.value.map((item: unknown) =>
        typeof item === 'string' ? item : JSON.stringify(item),
      );
    }
  }
  return trimmed.split(',').map((item) => item.trim());
}

const isValueType = (name: string): name is ValueType =>
  (VALUE_TYPES as readonly string[]).includes(name);

function typeOf(value: unknown): Exclude<ValueType, 'integer'> | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object'
    ? type
    : 'other';
}

function deepEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => deepEqual(item, right[index]))
    );
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const keys = Object.keys(leftRecord);
  return (
    keys.length === Object.keys(rightRecord).length &&
    keys.every(
      (key) => Object.hasOwn(rightRecord, key) && deepEqual(leftRecord[key], rightRecord[key]),
    )
  );
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const clip = (text: string) =>
  text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;

/** A found value in a message: JSON text, so a string shows its quotes and "200" differs from 200. */
function showValue(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value));
}

/**
 * The expected text in a message: quoted when it is compared as a text (the found value is a
 * string, or the text is not JSON), as written when it reads as a number, boolean, null or JSON.
 */
function showExpected(expected: string, actual: unknown): string {
  if (typeof actual === 'string') return JSON.stringify(clip(expected));
  const parsed = parseJson(expected);
  return parsed.ok && typeof parsed.value !== 'string'
    ? clip(expected.trim())
    : JSON.stringify(clip(expected));
}
