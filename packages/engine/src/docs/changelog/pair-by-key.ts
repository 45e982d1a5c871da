/** Two lists matched item by item: what both have, what only the first or only the second has. */
export interface Pairing<T> {
  pairs: [before: T, after: T][];
  removed: T[];
  added: T[];
}

/**
 * Matches the items of two lists by a key. A key held twice in one list (a design may repeat a
 * parameter or a status by mistake) pairs in order, first with first, so nothing is lost and the
 * result depends only on the lists.
 */
export function pairByKey<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
): Pairing<T> {
  const waiting = new Map<string, number[]>();
  before.forEach((item, index) => {
    const key = keyOf(item);
    const list = waiting.get(key);
    if (list) list.push(index);
    else waiting.set(key, [index]);
  });
  const matched = new Set<number>();
  const pairs: [T, T][] = [];
  const added: T[] = [];
  for (const item of after) {
    const index = waiting.get(keyOf(item))?.shift();
    if (index === undefined) {
      added.push(item);
    } else {
      matched.add(index);
      pairs.push([before[index]!, item]);
    }
  }
  const removed = before.filter((_item, index) => !matched.has(index));
  return { pairs, removed, added };
}
