/**
 * Where an item goes among its siblings. Siblings are drawn in ascending `sort` (a double), so a
 * drop between two of them takes the midpoint and touches one row. Repeated drops into the same
 * gap halve it each time; once it is too narrow to split (or two siblings share a value, as two
 * concurrent appends can leave them), the whole sibling list is renumbered in steps.
 */

/** The distance between neighbours after appending or renumbering. */
export const SORT_STEP = 1024;
/** Below this gap a midpoint is no longer taken: the siblings are renumbered instead. */
export const MIN_SORT_GAP = 1e-6;

export interface Placement {
  /** The moved item's new sort. */
  sort: number;
  /** When the siblings had to be renumbered: their new sorts, in the order given; else null. */
  siblings: number[] | null;
}

/** The sort that puts an item last after siblings whose sorts are `siblingSorts`. */
export function sortAfter(siblingSorts: readonly number[]): number {
  return siblingSorts.length === 0 ? SORT_STEP : Math.max(...siblingSorts) + SORT_STEP;
}

/**
 * Placing an item at `position` (0-based; past the end means last) among siblings given in
 * drawing order (ascending sort, the item itself left out).
 */
export function placeAt(siblingSorts: readonly number[], position: number): Placement {
  const index = Math.max(0, Math.min(position, siblingSorts.length));
  const before = siblingSorts[index - 1];
  const after = siblingSorts[index];
  if (before === undefined && after === undefined) return { sort: SORT_STEP, siblings: null };
  if (before === undefined) return { sort: after! - SORT_STEP, siblings: null };
  if (after === undefined) return { sort: before + SORT_STEP, siblings: null };
  const mid = (before + after) / 2;
  if (after - before >= MIN_SORT_GAP && mid > before && mid < after) {
    return { sort: mid, siblings: null };
  }
  // No room: number everyone again, the item taking its slot at `index`.
  const siblings = siblingSorts.map((_, i) => (i < index ? i + 1 : i + 2) * SORT_STEP);
  return { sort: (index + 1) * SORT_STEP, siblings };
}

/**
 * The sorts that append new items after the live items of each place (a section's root or a
 * folder), one place's new items in the order asked for: how an import places what it creates.
 */
export function appendSorts(
  live: Iterable<{ section: string; parentId: string | null; sort: number }>,
): (section: string, parentId: string | null) => number {
  const placeOf = (section: string, parentId: string | null) => `${section}|${parentId ?? ''}`;
  const next = new Map<string, number>();
  for (const item of live) {
    const place = placeOf(item.section, item.parentId);
    next.set(place, Math.max(next.get(place) ?? 0, item.sort + SORT_STEP));
  }
  return (section, parentId) => {
    const place = placeOf(section, parentId);
    const sort = next.get(place) ?? SORT_STEP;
    next.set(place, sort + SORT_STEP);
    return sort;
  };
}
