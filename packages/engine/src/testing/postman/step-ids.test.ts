import { stepIdSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { StepIds } from './step-ids.js';

describe('StepIds', () => {
  it("uses the item's id, made valid, else its place in the tree", () => {
    const ids = new StepIds();
    expect(ids.next('3f9a-uuid', [0])).toBe('3f9a-uuid');
    expect(ids.next('a b/c', [1])).toBe('a-b-c');
    expect(ids.next(undefined, [2, 0, 3])).toBe('i-2-0-3');
    expect(ids.next('%%%', [4])).toBe('i-4');
    expect(ids.next(42, [5])).toBe('i-5');
  });

  it('keeps every id unique and within 64 characters', () => {
    const ids = new StepIds();
    const long = 'y'.repeat(100);
    const made = [
      ids.next('same', [0]),
      ids.next('same', [1]),
      ids.next(long, [2]),
      ids.next(long, [3]),
    ];
    expect(made).toEqual(['same', 'same-2', 'y'.repeat(64), `${'y'.repeat(62)}-2`]);
    for (const id of made) expect(stepIdSchema.safeParse(id).success).toBe(true);
  });
});
