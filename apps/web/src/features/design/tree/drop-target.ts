import type { MoveItemBody } from '@heron/contract';
import {
  childrenOf,
  descendantsOf,
  isSectionKey,
  parentKeyOf,
  sectionOfKey,
  type TreeIndex,
} from '../../../lib/design/tree-index';

/** Where a drop lands relative to the node under the pointer: before, inside or after it. */
export type DropPlace = 'before' | 'inside' | 'after';

/**
 * Whether `dragId` may be dropped at `place` of `targetKey`: only within its own section, only
 * into folders (or the section's root), never into itself or anything it holds. The server
 * refuses the same moves (MOVE_NOT_ALLOWED); the tree refuses them before anything is sent.
 */
export function canDrop(
  index: TreeIndex,
  dragId: string,
  targetKey: string,
  place: DropPlace,
): boolean {
  const dragged = index.byId.get(dragId);
  if (!dragged) return false;
  if (isSectionKey(targetKey)) {
    return place === 'inside' && sectionOfKey(targetKey) === dragged.section;
  }
  const target = index.byId.get(targetKey);
  if (!target || target.section !== dragged.section || target.id === dragged.id) return false;
  if (dragged.kind === 'folder' && descendantsOf(index, dragged.id).includes(target.id)) {
    return false;
  }
  return place !== 'inside' || target.kind === 'folder';
}

/**
 * The move request for a drop, or null when the drop is refused or leaves the node where it
 * is. `position` counts the new parent's children without the moved node.
 */
export function moveForDrop(
  index: TreeIndex,
  dragId: string,
  targetKey: string,
  place: DropPlace,
): MoveItemBody | null {
  if (!canDrop(index, dragId, targetKey, place)) return null;
  const dragged = index.byId.get(dragId);
  if (!dragged) return null;

  let parentKey: string;
  let position: number;
  if (place === 'inside') {
    parentKey = targetKey;
    position = 0;
  } else {
    const target = index.byId.get(targetKey);
    if (!target) return null;
    parentKey = parentKeyOf(index, target);
    const siblings = childrenOf(index, parentKey).filter((node) => node.id !== dragId);
    const at = siblings.findIndex((node) => node.id === target.id);
    position = place === 'before' ? at : at + 1;
  }

  const parentId = isSectionKey(parentKey) ? null : parentKey;
  const currentKey = parentKeyOf(index, dragged);
  const currentPosition = childrenOf(index, currentKey).findIndex((node) => node.id === dragId);
  if (currentKey === parentKey && currentPosition === position) return null;
  return { parentId, position };
}

/**
 * Where a drop lands for a pointer `offsetY` pixels down a row `rowHeight` tall. A section's row
 * takes drops only inside; a folder's middle half drops inside and its edges beside it; any
 * other row drops before it in its upper half and after it in the lower.
 */
export function dropPlaceAt(
  offsetY: number,
  rowHeight: number,
  row: { isSection: boolean; isFolder: boolean },
): DropPlace {
  if (row.isSection) return 'inside';
  const share = offsetY / rowHeight;
  if (row.isFolder) return share < 0.25 ? 'before' : share > 0.75 ? 'after' : 'inside';
  return share < 0.5 ? 'before' : 'after';
}
