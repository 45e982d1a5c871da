import { isDeepStrictEqual } from 'node:util';

/**
 * Where two JSON values first differ (`/paths/~1pets/get: "a" ≠ "b"`), or null when they are
 * equal (key order aside). A readable failure for 10 MB documents, where a full diff is not.
 */
export function firstDifference(actual: unknown, expected: unknown, at = ''): string | null {
  if (isDeepStrictEqual(actual, expected)) return null;
  if (
    typeof actual !== 'object' ||
    typeof expected !== 'object' ||
    actual === null ||
    expected === null
  ) {
    return `${at || '/'}: ${show(actual)} ≠ ${show(expected)}`;
  }
  if (Array.isArray(actual) !== Array.isArray(expected))
    return `${at || '/'}: ${show(actual)} ≠ ${show(expected)}`;
  const a = actual as Record<string, unknown>;
  const b = expected as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const difference = firstDifference(
      a[key],
      b[key],
      `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
    );
    if (difference !== null) return difference;
  }
  return `${at || '/'}: differ`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
