import type { TestStep } from '@heron/contract';
import {
  canMoveTo,
  findStep,
  firstBranchOf,
  isContainer,
  listAt,
  placeOf,
  type ListRef,
  type StepPlace,
} from './step-tree';

/** Where a drop lands relative to the row under the pointer. */
export type DropPlace = 'before' | 'inside' | 'after';

/**
 * What a dragged step is dropped on: a step's row, or the head of a list (a condition's "then"
 * or "else", a container's empty list), which takes it first in that list.
 */
export type DropTarget =
  { kind: 'step'; stepId: string; place: DropPlace } | { kind: 'list'; list: ListRef };

/**
 * Where a drop lands for a pointer `offsetY` pixels down a row `rowHeight` tall, as in the
 * design tree: a container's middle half drops inside it and its edges beside it; any other row
 * drops before it in its upper half and after it in the lower.
 */
export function dropPlaceAt(
  offsetY: number,
  rowHeight: number,
  isContainerRow: boolean,
): DropPlace {
  // A row not laid out (height 0) reads as its middle.
  const share = rowHeight > 0 ? offsetY / rowHeight : 0.5;
  if (isContainerRow) return share < 0.25 ? 'before' : share > 0.75 ? 'after' : 'inside';
  return share < 0.5 ? 'before' : 'after';
}

/**
 * The place a dragged step goes to, its index counting the list without it; null when the drop
 * is refused (into itself, too deep) or leaves the step where it is. Inside a container it goes
 * last, after what is there already.
 */
export function placeForDrop(
  steps: readonly TestStep[],
  dragId: string,
  target: DropTarget,
): StepPlace | null {
  let place: StepPlace | null = null;
  if (target.kind === 'list') {
    place = { list: target.list, index: 0 };
  } else if (target.stepId !== dragId) {
    const onto = findStep(steps, target.stepId);
    if (!onto) return null;
    if (target.place === 'inside') {
      const branch = isContainer(onto) ? firstBranchOf(onto) : null;
      if (branch === null) return null;
      const list = { parentId: onto.id, branch };
      place = { list, index: withoutDragged(listAt(steps, list), dragId).length };
    } else {
      const at = placeOf(steps, onto.id);
      if (!at) return null;
      const siblings = withoutDragged(listAt(steps, at.list), dragId);
      const index = siblings.findIndex((step) => step.id === onto.id);
      place = { list: at.list, index: target.place === 'before' ? index : index + 1 };
    }
  }
  if (place === null || !canMoveTo(steps, dragId, place)) return null;
  const from = placeOf(steps, dragId);
  const isSameList =
    from?.list.parentId === place.list.parentId && from.list.branch === place.list.branch;
  return isSameList && from.index === place.index ? null : place;
}

function withoutDragged(list: readonly TestStep[] | null, dragId: string): readonly TestStep[] {
  return (list ?? []).filter((step) => step.id !== dragId);
}
