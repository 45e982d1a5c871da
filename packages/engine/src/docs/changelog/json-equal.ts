/**
 * Whether two JSON values are the same: objects by their keys whatever the order, lists in order.
 * A key whose value is `undefined` counts as absent, as it does once written as JSON (designs come
 * both parsed from stored JSON and built in memory).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    count++;
    if (!Object.hasOwn(right, key) || !jsonEqual(left[key], right[key])) return false;
  }
  for (const key in right) {
    if (Object.hasOwn(right, key) && right[key] !== undefined) count--;
  }
  return count === 0;
}
