import { JSONPath } from 'jsonpath-plus';

/**
 * JSONPath over a response body (issue 22), by jsonpath-plus with script evaluation turned off:
 * paths come from users (and from suite files anyone can hand around), and a filter such as
 * `[?(@.a==1)]` is code. Filters and script expressions are refused with a message before the
 * library sees them, and `eval: false` stays as the second lock.
 */

export type JsonPathResult = { ok: true; values: unknown[] } | { ok: false; message: string };

/** jsonpath-plus keeps every path it has parsed, for good; a server reads paths from every user. */
const MAX_CACHED_PATHS = 1_000;

/**
 * The path with its root: people type `data.id`, `.data.id` or `[0].id` for `$.data.id` and
 * `$[0].id`. A leading `$` that is part of a name (`$id`) is a name, as in `$.$id`.
 */
export function normalizeJsonPath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '$' || trimmed.startsWith('$.') || trimmed.startsWith('$[')) return trimmed;
  if (trimmed.startsWith('.') || trimmed.startsWith('[')) return `$${trimmed}`;
  return `$.${trimmed}`;
}

/** Every value the path selects, in document order; an empty list when it selects nothing. */
export function queryJsonPath(json: unknown, path: string): JsonPathResult {
  const typed = path.trim();
  if (typed === '') return { ok: false, message: 'the JSONPath is empty' };
  const normalized = normalizeJsonPath(typed);
  const problem = syntaxProblem(normalized);
  if (problem) return { ok: false, message: `the JSONPath "${typed}" ${problem}` };
  if (json === undefined) return { ok: true, values: [] };
  // jsonpath-plus answers undefined for a null document; only the root selects it.
  if (json === null) return { ok: true, values: normalized === '$' ? [null] : [] };
  boundCache();
  try {
    const found: unknown = JSONPath({ path: normalized, json, eval: false, wrap: true });
    return { ok: true, values: Array.isArray(found) ? (found as unknown[]) : [] };
  } catch (error) {
    // A path too deep for the stack lands here too (RangeError), rather than ending the run.
    return {
      ok: false,
      message: `the JSONPath "${typed}" cannot be used: ${(error as Error).message}`,
    };
  }
}

const FILTER_REFUSED =
  'uses a filter or script expression (?(…) or (…)), which Heron does not run: ' +
  'select by name, index, slice or wildcard instead';

/**
 * What is wrong with a path, as the rest of a sentence; null when nothing is. jsonpath-plus
 * quietly reads `$.data[` as `$.data`, and a mistyped path must not pass an `exists` check by
 * accident. It also runs filters written outside brackets (`$.a.?(…)`, `$.a[0,?(…)]`), so any
 * `?` or `(` outside a quoted name is refused, but for type selectors such as `@string()`.
 */
function syntaxProblem(path: string): string | null {
  let open = -1;
  let quote: string | null = null;
  for (let index = 0; index < path.length; index++) {
    const char = path[index];
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '?' || (char === '(' && !isTypeSelector(path, index))) return FILTER_REFUSED;
    if (open < 0) {
      if (char === '[') open = index;
      else if (char === ']') return 'is not valid: a ] has no [ before it';
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '[') {
      return 'is not valid: a [ opens inside another [';
    } else if (char === ']') {
      if (path.slice(open + 1, index).trim() === '') return 'is not valid: it has an empty []';
      open = -1;
    }
  }
  if (quote) return `is not valid: a ${quote} quote is not closed`;
  if (open >= 0) return 'is not valid: a [ is not closed';
  if (path.endsWith('.')) return 'is not valid: it ends with a dot';
  return null;
}

/** `@string()`, `@number()` and their siblings select by type and run nothing. */
const isTypeSelector = (path: string, index: number) =>
  path[index + 1] === ')' && /@[a-zA-Z]+$/.test(path.slice(0, index));

function boundCache(): void {
  const cache: unknown = JSONPath.cache;
  if (typeof cache === 'object' && cache !== null && Object.keys(cache).length > MAX_CACHED_PATHS) {
    JSONPath.cache = {};
  }
}
