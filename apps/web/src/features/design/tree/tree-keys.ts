import type { TreeRow } from './tree-rows';

/** What a key pressed in the tree asks for. */
export type TreeKeyAction =
  | { type: 'focus'; key: string }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  /** Enter or Space: open the item, or open or close a section. */
  | { type: 'activate'; key: string }
  /** The context menu key or Shift+F10: the row's menu. */
  | { type: 'menu'; key: string };

/**
 * The tree's keyboard, as in a file tree: up and down move between rows, right opens a folder
 * (or steps into it when open), left closes it (or steps out to the folder above), Home and End
 * jump to the ends. Null for a key the tree does not handle.
 */
export function keyAction(
  rows: readonly TreeRow[],
  focusedKey: string | null,
  key: string,
  shiftKey: boolean,
): TreeKeyAction | null {
  if (rows.length === 0) return null;
  const found = focusedKey === null ? -1 : rows.findIndex((row) => row.key === focusedKey);
  const focus = (at: number): TreeKeyAction => ({
    type: 'focus',
    key: (rows[Math.max(0, Math.min(rows.length - 1, at))] as TreeRow).key,
  });
  if (found === -1) {
    return ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)
      ? focus(key === 'End' ? rows.length - 1 : 0)
      : null;
  }
  const row = rows[found] as TreeRow;
  switch (key) {
    case 'ArrowDown':
      return focus(found + 1);
    case 'ArrowUp':
      return focus(found - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (!row.canExpand) return null;
      return row.expanded ? focus(found + 1) : { type: 'expand', key: row.key };
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', key: row.key };
      for (let at = found - 1; at >= 0; at--) {
        if ((rows[at] as TreeRow).depth < row.depth) return focus(at);
      }
      return null;
    }
    case 'Enter':
    case ' ':
      return { type: 'activate', key: row.key };
    case 'ContextMenu':
      return { type: 'menu', key: row.key };
    case 'F10':
      return shiftKey ? { type: 'menu', key: row.key } : null;
    default:
      return null;
  }
}
