import type { MouseEvent } from 'react';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from './highlighted-text';
import { KindIcon } from './kind-icon';
import type { MenuTarget } from './node-menu';
import { nodeMatches } from '../../../lib/design/tree-index';
import { designTestIdOf } from '../shell/test-ids';

const ROW_CLASS = 'heron-design-row';
const MORE_CLASS = 'heron-design-more';
const PATH_CLASS = 'heron-design-path';
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 } as const;
const NAME_STYLE = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  flex: '0 1 auto',
  minWidth: 0,
} as const;

export interface NodeTitleProps {
  target: MenuTarget;
  tokens: readonly string[];
  /** Whether the row has a menu at all (a read-only design's model section has none). */
  hasMenu: boolean;
  /** Whether the row's menu is the one open: its button says so to assistive technology. */
  menuOpen: boolean;
  /** The "more" button was pressed: the tree opens the row's menu under it. */
  onMore: (anchor: HTMLElement) => void;
}

/**
 * One row of the tree: icon or method, the name with the search's words marked (and the path
 * when the search found it there), and a "more" button. A row draws no antd component of its
 * own (Dropdown, Button, Typography): the virtual list mounts rows while it scrolls, and those
 * made each row several times dearer; the tree keeps one menu for all rows (RowMenu) and gives
 * the path its colour from the theme once (design-tree.css).
 */
export function NodeTitle({ target, tokens, hasMenu, menuOpen, onMore }: NodeTitleProps) {
  const { t } = useTranslation();
  const isSection = target.type === 'section';
  const name = isSection ? t(`design.tree.section.${target.section}`) : target.node.name;
  const path = isSection ? null : target.node.path;
  // The path shows when it is what the search found (it is in the tooltip otherwise).
  const showPath =
    path !== null &&
    tokens.length > 0 &&
    !isSection &&
    !nodeMatches({ ...target.node, path: null }, tokens);

  const more = (event: MouseEvent<HTMLButtonElement>) => {
    // The row itself would open or select the item.
    event.stopPropagation();
    onMore(event.currentTarget);
  };

  return (
    <span
      className={ROW_CLASS}
      style={ROW_STYLE}
      title={path ?? undefined}
      data-testid={
        isSection ? designTestIdOf.section(target.section) : designTestIdOf.node(target.node.id)
      }
      data-kind={isSection ? 'section' : target.node.kind}
    >
      {!isSection && <KindIcon kind={target.node.kind} method={target.node.method} />}
      <span style={isSection ? { ...NAME_STYLE, fontWeight: 600 } : NAME_STYLE}>
        {isSection ? name : <HighlightedText text={name} tokens={tokens} />}
      </span>
      {showPath && (
        <span className={PATH_CLASS} style={NAME_STYLE}>
          <HighlightedText text={path} tokens={tokens} />
        </span>
      )}
      {hasMenu && (
        <button
          type="button"
          className={MORE_CLASS}
          aria-label={t('design.tree.moreFor', { name })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={more}
        >
          <MoreOutlined aria-hidden />
        </button>
      )}
    </span>
  );
}
