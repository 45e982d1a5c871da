/** For each set of names, the next number worth trying per base name. */
const nextNumbers = new WeakMap<Set<string>, Map<string, number>>();

/**
 * `base`, or the first of `numbered(2)`, `numbered(3)` … not in `used`; added to `used`. The
 * number tried last for a base is remembered, so that ten thousand examples of one name cost ten
 * thousand steps, not fifty million.
 */
export function numberedName(
  used: Set<string>,
  base: string,
  numbered: (n: number) => string,
): string {
  let name = base;
  if (used.has(name)) {
    let next = nextNumbers.get(used);
    if (next === undefined) {
      next = new Map();
      nextNumbers.set(used, next);
    }
    let n = next.get(base) ?? 2;
    while (used.has(numbered(n))) n += 1;
    name = numbered(n);
    next.set(base, n + 1);
  }
  used.add(name);
  return name;
}
