import type { MouseEvent } from 'react';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDesign } from '../shell/design-context';
import { HighlightedText } from './highlighted-text';
import { KindIcon } from './kind-icon';
import { menuItemsFor, runMenuAction, type MenuTarget } from './node-menu';
import { nodeMatches } from '../../../lib/design/tree-index';
import { designTestIdOf } from '../shell/test-ids';

const CONTEXT_MENU: ('contextMenu' | 'click')[] = ['contextMenu'];
const CLICK: ('contextMenu' | 'click')[] = ['click'];
const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const ROW_CLASS = 'heron-design-row';
const MORE_CLASS = 'heron-design-more';
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 } as const;
const NAME_STYLE = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  flex: '0 1 auto',
  minWidth: 0,
} as const;

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One row of the tree: icon or method, the name with the search's words marked (and the path
 * when the search found it there), a right-click menu and the same menu behind a "more" button.
 */
export function NodeTitle({ target, tokens }: { target: MenuTarget; tokens: readonly string[] }) {
  const { t } = useTranslation();
  const { readOnly, actions } = useDesign();
  const items = menuItemsFor(target, readOnly, t);
  const menu: MenuProps = {
    items,
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      runMenuAction(target, key, actions);
    },
  };

  const isSection = target.type === 'section';
  const name = isSection ? t(`design.tree.section.${target.section}`) : target.node.name;
  const path = isSection ? null : target.node.path;
  // The path shows when it is what the search found (it is in the tooltip otherwise).
  const showPath =
    path !== null &&
    tokens.length > 0 &&
    !isSection &&
    !nodeMatches({ ...target.node, path: null }, tokens);

  return (
    <Dropdown menu={menu} trigger={CONTEXT_MENU}>
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
          <Typography.Text type={SECONDARY} style={NAME_STYLE}>
            <HighlightedText text={path} tokens={tokens} />
          </Typography.Text>
        )}
        {items.length > 0 && (
          <span onClick={stop} style={{ marginLeft: 'auto', flex: 'none' }}>
            <Dropdown menu={menu} trigger={CLICK}>
              <Button
                className={MORE_CLASS}
                size={SMALL}
                type={TEXT}
                icon={<MoreOutlined />}
                aria-label={t('design.tree.moreFor', { name })}
              />
            </Dropdown>
          </span>
        )}
      </span>
    </Dropdown>
  );
}
