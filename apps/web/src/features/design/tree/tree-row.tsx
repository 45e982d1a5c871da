import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { DropPlace } from './drop-target';
import { hasMenuItems, type MenuTarget } from './node-menu';
import { NodeTitle } from './node-title';
import type { TreeRow } from './tree-rows';

/** The tree finds a press on a row's expand arrow by this class. */
export const CARET_CLASS = 'heron-tree-caret';
export const ROW_HEIGHT = 28;
const INDENT = 16;

/** The id of a row's element, for the tree's aria-activedescendant. */
export function rowElementId(key: string): string {
  return `heron-tree-row-${key}`;
}

export interface TreeRowViewProps {
  row: TreeRow;
  /** Its place in the list, counted in rows: the row is drawn at `at` × the row height. */
  at: number;
  selected: boolean;
  /** The row the keyboard is on. */
  focused: boolean;
  /** Where a dragged row would land on this one, while it is over it. */
  dropPlace: DropPlace | null;
  dragging: boolean;
  readOnly: boolean;
  tokens: readonly string[];
  /**
   * Whether the search's words are marked. A row that scrolls in during a fast scroll shows its
   * text plain until the scroll rests: marks split a path searched for "/" into a dozen
   * elements, most of a scrolled frame's work (decision 39).
   */
  markHits: boolean;
  menuOpen: boolean;
  t: TFunction;
}

function classesOf({ selected, focused, dropPlace, dragging }: TreeRowViewProps): string {
  let classes = 'heron-tree-row';
  if (selected) classes += ' is-selected';
  if (focused) classes += ' is-focused';
  if (dragging) classes += ' is-dragging';
  if (dropPlace) classes += ` drop-${dropPlace}`;
  return classes;
}

/**
 * One row of the virtual tree, placed absolutely at its own offset, so rows that stay in view
 * while the list scrolls keep the same props and are not drawn again (the row is memoized). Its
 * clicks, keys and drags are handled by the tree, which finds the row by `data-key`.
 */
export const TreeRowView = memo(function TreeRowView(props: TreeRowViewProps) {
  const { row, at, selected, readOnly, tokens, markHits, menuOpen, t } = props;
  const target: MenuTarget = row.node
    ? { type: 'node', node: row.node }
    : { type: 'section', section: row.section };
  const name = row.node ? row.node.name : t(`design.tree.section.${row.section}`);
  return (
    <div
      role="treeitem"
      id={rowElementId(row.key)}
      data-key={row.key}
      aria-level={row.depth + 1}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={row.canExpand ? row.expanded : undefined}
      aria-selected={selected}
      draggable={!readOnly && row.node !== null ? true : undefined}
      className={classesOf(props)}
      style={{ top: at * ROW_HEIGHT, paddingLeft: 4 + row.depth * INDENT }}
    >
      {/* The arrow is drawn by CSS (design-tree.css): one element instead of an SVG's three. */}
      <span
        className={CARET_CLASS}
        aria-hidden
        data-open={row.expanded || undefined}
        data-can-open={row.canExpand || undefined}
      />
      <NodeTitle
        target={target}
        name={name}
        tokens={row.node ? tokens : []}
        markHits={markHits}
        moreLabel={hasMenuItems(target, readOnly) ? t('design.tree.moreFor', { name }) : null}
        menuOpen={menuOpen}
      />
    </div>
  );
});
