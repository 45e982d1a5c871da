import type { TestStep } from '@heron/contract';
import { branchesOf, TOP_LIST, type BranchName, type ListRef } from '../lib/step-tree';

/**
 * The rows of the step list, flattened from the tree: each step, and under a condition the
 * heads of its "then" and "else"; a container with nothing inside shows an empty row, which
 * takes a dropped step.
 */
export type StepRow =
  | { kind: 'step'; key: string; step: TestStep; depth: number; list: ListRef }
  | { kind: 'branch'; key: string; list: ListRef & { parentId: string }; depth: number }
  | { kind: 'empty'; key: string; list: ListRef & { parentId: string }; depth: number };

function pushList(rows: StepRow[], steps: readonly TestStep[], list: ListRef, depth: number) {
  for (const step of steps) {
    rows.push({ kind: 'step', key: step.id, step, depth, list });
    for (const { branch, steps: inner } of branchesOf(step)) {
      const innerList = { parentId: step.id, branch };
      const hasHead = step.type === 'if';
      if (hasHead) {
        rows.push({
          kind: 'branch',
          key: headKey(step.id, branch),
          list: innerList,
          depth: depth + 1,
        });
      }
      const innerDepth = depth + (hasHead ? 2 : 1);
      if (inner.length === 0) {
        rows.push({
          kind: 'empty',
          key: emptyKey(step.id, branch),
          list: innerList,
          depth: innerDepth,
        });
      }
      pushList(rows, inner, innerList, innerDepth);
    }
  }
}

const headKey = (parentId: string, branch: BranchName) => `head:${parentId}:${branch}`;
const emptyKey = (parentId: string, branch: BranchName) => `empty:${parentId}:${branch}`;

export function stepRowsOf(steps: readonly TestStep[]): StepRow[] {
  const rows: StepRow[] = [];
  pushList(rows, steps, TOP_LIST, 0);
  return rows;
}
