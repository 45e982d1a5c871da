import { DESIGN_SECTIONS, type DesignSection, type TreeNode } from '@heron/contract';
import { childrenOf, sectionKey, type TreeIndex } from '../../../lib/design/tree-index';

/** One drawn row of the tree: a section's own row or an item, in drawing order. */
export interface TreeRow {
  key: string;
  /** 0 for a section's row, 1 for what sits at its root, one more per folder above. */
  depth: number;
  section: DesignSection;
  /** The item drawn; null on a section's own row. */
  node: TreeNode | null;
  /** Whether the row has rows under it to show (a section or folder that is not empty). */
  canExpand: boolean;
  expanded: boolean;
  /** The row's place among its siblings, from 1, and how many they are (for assistive technology). */
  position: number;
  siblings: number;
}

/**
 * The rows to draw, top to bottom: both sections, and under each expanded section or folder its
 * children (only those in `visible` while a search filters the tree). Drawing needs only a slice
 * of this list, so it is worked out once per change of the tree, search or expansion.
 */
export function visibleRows(
  index: TreeIndex,
  visible: ReadonlySet<string> | null,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const shown = (parentKey: string) =>
    childrenOf(index, parentKey).filter((node) => !visible || visible.has(node.id));

  const add = (parentKey: string, section: DesignSection, depth: number) => {
    const children = shown(parentKey);
    children.forEach((node, at) => {
      const grandchildren = node.kind === 'folder' ? shown(node.id).length : 0;
      const open = grandchildren > 0 && expanded.has(node.id);
      rows.push({
        key: node.id,
        depth,
        section,
        node,
        canExpand: grandchildren > 0,
        expanded: open,
        position: at + 1,
        siblings: children.length,
      });
      if (open) add(node.id, section, depth + 1);
    });
  };

  DESIGN_SECTIONS.forEach((section, at) => {
    const key = sectionKey(section);
    const hasChildren = shown(key).length > 0;
    const open = hasChildren && expanded.has(key);
    rows.push({
      key,
      depth: 0,
      section,
      node: null,
      canExpand: hasChildren,
      expanded: open,
      position: at + 1,
      siblings: DESIGN_SECTIONS.length,
    });
    if (open) add(key, section, 1);
  });
  return rows;
}
