import { HighlightedText } from './highlighted-text';
import { KindIcon } from './kind-icon';
import type { MenuTarget } from './node-menu';
import { nodeMatches } from '../../../lib/design/tree-index';
import { designTestIdOf } from '../shell/test-ids';

// Static looks live in design-tree.css: a row mounts while the list scrolls, and every inline
// style property is one more DOM write per row.
const ROW_CLASS = 'heron-design-row';
const NAME_CLASS = 'heron-design-name';
const SECTION_NAME_CLASS = 'heron-design-name is-section';
/** The tree finds a press on a row's "more" button by this class. */
export const MORE_CLASS = 'heron-design-more';
const PATH_CLASS = 'heron-design-name heron-design-path';
const NO_TOKENS: readonly string[] = [];

export interface NodeTitleProps {
  target: MenuTarget;
  /** What the row is called: the item's name, or the section's in the reader's language. */
  name: string;
  tokens: readonly string[];
  /** Whether the search's words are marked, or the text drawn plain (a row scrolling in). */
  markHits: boolean;
  /** The "more" button's label, for assistive technology; none when the row has no menu. */
  moreLabel: string | null;
  /** Whether the row's menu is the one open: its button says so to assistive technology. */
  menuOpen: boolean;
}

/**
 * One row's content: icon or method, the name with the search's words marked (and the path when
 * the search found it there), and a "more" button. It draws no antd component and uses no hook:
 * the virtual list mounts rows while it scrolls, and those made each row several times dearer.
 * The tree handles the rows' clicks in one place (the "more" button by its class) and keeps one
 * menu for all rows (RowMenu); the path takes its colour from the theme once (design-tree.css).
 */
export function NodeTitle({ target, name, tokens, markHits, moreLabel, menuOpen }: NodeTitleProps) {
  const marked = markHits ? tokens : NO_TOKENS;
  const isSection = target.type === 'section';
  const path = isSection ? null : target.node.path;
  // The path shows when it is what the search found (it is in the tooltip otherwise).
  const showPath =
    path !== null &&
    tokens.length > 0 &&
    !isSection &&
    !nodeMatches({ ...target.node, path: null }, tokens);

  return (
    <span
      className={ROW_CLASS}
      title={path ?? undefined}
      data-testid={
        isSection ? designTestIdOf.section(target.section) : designTestIdOf.node(target.node.id)
      }
      data-kind={isSection ? 'section' : target.node.kind}
    >
      {!isSection && <KindIcon kind={target.node.kind} method={target.node.method} />}
      <span className={isSection ? SECTION_NAME_CLASS : NAME_CLASS}>
        {isSection ? name : <HighlightedText text={name} tokens={marked} />}
      </span>
      {showPath && (
        <span className={PATH_CLASS}>
          <HighlightedText text={path} tokens={marked} />
        </span>
      )}
      {moreLabel !== null && (
        <button
          type="button"
          className={MORE_CLASS}
          aria-label={moreLabel}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          // One tab stop for the whole tree: the menu key or Shift+F10 opens a row's menu. Its
          // three dots are drawn by CSS (design-tree.css), not an SVG per row.
          tabIndex={-1}
        />
      )}
    </span>
  );
}
