/**
 * Small helpers over plain JSON values (parsed request bodies and stored item data): equality
 * that ignores key order, a depth guard, and JSON pointers.
 */

/** Equal as JSON: objects regardless of key order, arrays in order, absent = undefined. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!jsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/** One segment of a JSON pointer (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

export function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((segment) => `/${pointerSegment(String(segment))}`).join('');
}

/**
 * The pointer of the first place nested deeper than `maxDepth`, or null. Iterative, so a hostile
 * body cannot exhaust the stack here; the recursive walks that follow (equality, `$ref`
 * rewriting) only ever see values that passed it.
 */
export function findTooDeep(value: unknown, maxDepth: number): string | null {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [
    { value, depth: 0, path: '' },
  ];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= maxDepth) return next.path;
    for (const [key, child] of Object.entries(next.value)) {
      stack.push({
        value: child,
        depth: next.depth + 1,
        path: `${next.path}/${pointerSegment(key)}`,
      });
    }
  }
  return null;
}
