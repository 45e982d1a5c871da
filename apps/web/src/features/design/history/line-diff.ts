import { diffLines } from 'diff';

/**
 * One row of a side-by-side line compare: a line on either side (null where the other side has
 * more), or a run of unchanged lines folded away.
 */
export type DiffRow =
  | {
      kind: 'same' | 'removed' | 'added' | 'changed';
      left: string | null;
      right: string | null;
    }
  | { kind: 'fold'; lines: number };

/** Unchanged lines kept around a change; a fold that would hide fewer than two lines is not made. */
const CONTEXT = 3;
const MIN_FOLD = 2;

const linesOf = (value: string) => value.replace(/\n$/, '').split('\n');
const withEnd = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

function pairChanges(removed: string[], added: string[]): DiffRow[] {
  return Array.from({ length: Math.max(removed.length, added.length) }, (_, index) => {
    const left = removed[index] ?? null;
    const right = added[index] ?? null;
    const kind = left !== null && right !== null ? 'changed' : left !== null ? 'removed' : 'added';
    return { kind, left, right };
  });
}

function foldSame(lines: string[], atStart: boolean, atEnd: boolean): DiffRow[] {
  const keepBefore = atStart ? 0 : CONTEXT;
  const keepAfter = atEnd ? 0 : CONTEXT;
  const hidden = lines.length - keepBefore - keepAfter;
  const same = (line: string): DiffRow => ({ kind: 'same', left: line, right: line });
  if (hidden < MIN_FOLD) return lines.map(same);
  return [
    ...lines.slice(0, keepBefore).map(same),
    { kind: 'fold', lines: hidden },
    ...lines.slice(lines.length - keepAfter).map(same),
  ];
}

/**
 * Two texts line by line, the changed lines paired side by side (a line replaced sits beside its
 * replacement) and long unchanged stretches folded, as a reviewer reads a change. `fold: false`
 * shows every line.
 */
export function lineDiff(before: string, after: string, fold = true): DiffRow[] {
  const parts = diffLines(withEnd(before), withEnd(after));
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    rows.push(...pairChanges(removed, added));
    removed = [];
    added = [];
  };
  parts.forEach((part, index) => {
    if (part.removed) removed.push(...linesOf(part.value));
    else if (part.added) added.push(...linesOf(part.value));
    else {
      flush();
      const lines = linesOf(part.value);
      rows.push(
        ...(fold
          ? foldSame(lines, index === 0, index === parts.length - 1)
          : lines.map((line): DiffRow => ({ kind: 'same', left: line, right: line }))),
      );
    }
  });
  flush();
  return rows;
}
