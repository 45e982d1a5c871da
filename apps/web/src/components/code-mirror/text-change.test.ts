import { describe, expect, it } from 'vitest';
import { textChange } from './text-change';

function apply(before: string, change: ReturnType<typeof textChange>): string {
  if (!change) return before;
  return before.slice(0, change.from) + change.insert + before.slice(change.to);
}

describe('textChange', () => {
  it.each([
    ['abc', 'abc'],
    ['abc', 'abXc'],
    ['abc', 'ac'],
    ['', 'new'],
    ['old', ''],
    ['aaaa', 'aa'],
    ['{\n  "a": 1\n}', '{\n  "a": 1,\n  "b": 2\n}'],
  ])('%j → %j', (before, after) => {
    expect(apply(before, textChange(before, after))).toBe(after);
  });

  it('replaces only the middle that differs', () => {
    expect(textChange('{"a": 1, "z": 0}', '{"a": 2, "z": 0}')).toEqual({
      from: 6,
      to: 7,
      insert: '2',
    });
    expect(textChange('same', 'same')).toBeNull();
  });
});
