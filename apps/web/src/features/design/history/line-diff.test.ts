import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

const lines = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `line ${from + index}`);

describe('lineDiff', () => {
  it('pairs a replaced line with its replacement and pads the shorter side', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nB2\nc')).toEqual([
      { kind: 'same', left: 'a', right: 'a' },
      { kind: 'changed', left: 'b', right: 'B' },
      { kind: 'added', left: null, right: 'B2' },
      { kind: 'same', left: 'c', right: 'c' },
    ]);
    expect(lineDiff('a\nb', 'a')).toEqual([
      { kind: 'same', left: 'a', right: 'a' },
      { kind: 'removed', left: 'b', right: null },
    ]);
  });

  it('treats a missing newline at the end as no change', () => {
    expect(lineDiff('a\n', 'a')).toEqual([{ kind: 'same', left: 'a', right: 'a' }]);
  });

  it('folds long unchanged stretches, keeping three lines around a change', () => {
    const before = [...lines(10), 'old', ...lines(10, 11)].join('\n');
    const after = [...lines(10), 'new', ...lines(10, 11)].join('\n');
    const rows = lineDiff(before, after);
    expect(rows.map((row) => (row.kind === 'fold' ? `fold ${row.lines}` : row.left))).toEqual([
      'fold 7',
      'line 8',
      'line 9',
      'line 10',
      'old',
      'line 11',
      'line 12',
      'line 13',
      'fold 7',
    ]);
    expect(lineDiff(before, after, false)).toHaveLength(21);
  });

  it('does not fold a stretch that would hide only one line', () => {
    const rows = lineDiff(['x', ...lines(7), 'z'].join('\n'), ['y', ...lines(7), 'w'].join('\n'));
    expect(rows).toHaveLength(9);
    expect(rows.some((row) => row.kind === 'fold')).toBe(false);
  });
});
