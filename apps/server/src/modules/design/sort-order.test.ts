import { describe, expect, it } from 'vitest';
import { appendSorts, MIN_SORT_GAP, placeAt, SORT_STEP, sortAfter } from './sort-order.js';

describe('placeAt', () => {
  it('takes the midpoint between the neighbours at the position', () => {
    expect(placeAt([1024, 2048, 3072], 1)).toEqual({ sort: 1536, siblings: null });
    expect(placeAt([1024, 2048, 3072], 0)).toEqual({ sort: 0, siblings: null });
    expect(placeAt([1024, 2048, 3072], 3)).toEqual({ sort: 4096, siblings: null });
    expect(placeAt([1024, 2048, 3072], 99)).toEqual({ sort: 4096, siblings: null });
    expect(placeAt([], 5)).toEqual({ sort: SORT_STEP, siblings: null });
  });

  it('renumbers the siblings when the gap is too narrow or two share a sort', () => {
    const narrow = placeAt([1, 1 + MIN_SORT_GAP / 2, 5], 1);
    expect(narrow).toEqual({
      sort: 2 * SORT_STEP,
      siblings: [SORT_STEP, 3 * SORT_STEP, 4 * SORT_STEP],
    });
    const tied = placeAt([7, 7], 1);
    expect(tied).toEqual({ sort: 2 * SORT_STEP, siblings: [SORT_STEP, 3 * SORT_STEP] });
  });

  it('keeps every drop in order however many times the same gap is split', () => {
    let siblings = [0, SORT_STEP];
    for (let i = 0; i < 200; i += 1) {
      const placement = placeAt(siblings, 1);
      if (placement.siblings) siblings = placement.siblings;
      expect(placement.sort).toBeGreaterThan(siblings[0]!);
      expect(placement.sort).toBeLessThan(siblings[1]!);
      // The dropped item becomes the new right neighbour of the gap.
      siblings = [siblings[0]!, placement.sort];
    }
  });
});

describe('sortAfter', () => {
  it('puts a new item a step after the last sibling', () => {
    expect(sortAfter([])).toBe(SORT_STEP);
    expect(sortAfter([3, -10, 2048.5])).toBe(2048.5 + SORT_STEP);
  });
});

describe('appendSorts', () => {
  it("puts new items after each place's live items, in the order asked for", () => {
    const takeSort = appendSorts([
      { section: 'api', parentId: null, sort: 3 * SORT_STEP },
      { section: 'api', parentId: null, sort: SORT_STEP },
      { section: 'api', parentId: 'f1', sort: 0.5 },
      { section: 'model', parentId: null, sort: 10 * SORT_STEP },
    ]);
    expect(takeSort('api', null)).toBe(4 * SORT_STEP);
    expect(takeSort('api', null)).toBe(5 * SORT_STEP);
    expect(takeSort('api', 'f1')).toBe(0.5 + SORT_STEP);
    expect(takeSort('model', null)).toBe(11 * SORT_STEP);
    // The same folder id in another section is another place.
    expect(takeSort('model', 'f1')).toBe(SORT_STEP);
    expect(takeSort('api', 'new-folder')).toBe(SORT_STEP);
    expect(takeSort('api', 'new-folder')).toBe(2 * SORT_STEP);
  });
});
