import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { theme, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { DESIGN_SECTIONS, type MoveItemBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { canDrop, dropPlaceOf, moveForDrop, type DropPlace } from './drop-target';
import { hasMenuItems, menuTargetOf } from './node-menu';
import { NodeTitle } from './node-title';
import { RowMenu, type RowMenuPlace } from './row-menu';
import {
  childrenOf,
  isSectionKey,
  sectionKey,
  type TreeIndex,
  type TreeSearch,
} from '../../../lib/design/tree-index';
import './design-tree.css';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const TREE_CLASS = 'heron-design-tree';
const ROW_HEIGHT = 28;
const PLACES: Record<-1 | 0 | 1, DropPlace> = { [-1]: 'before', 0: 'inside', 1: 'after' };

export interface DesignTreeProps {
  index: TreeIndex;
  search: TreeSearch | null;
  activeId: string | null;
  /** Pixels: the tree draws only the rows in view (thousands of items stay smooth). */
  height: number;
  readOnly: boolean;
  expandedKeys: readonly string[];
  onExpand: (keys: string[]) => void;
  onOpen: (id: string) => void;
  onMove: (itemId: string, body: MoveItemBody) => void;
}

/** Rows for antd: the two sections, each with its folders, in drawing order. */
function treeDataOf(index: TreeIndex, visible: ReadonlySet<string> | null): TreeDataNode[] {
  const build = (parentKey: string): TreeDataNode[] =>
    childrenOf(index, parentKey)
      .filter((node) => !visible || visible.has(node.id))
      .map((node) =>
        node.kind === 'folder'
          ? { key: node.id, children: build(node.id) }
          : { key: node.id, isLeaf: true },
      );
  return DESIGN_SECTIONS.map((section) => ({
    key: sectionKey(section),
    selectable: false,
    children: build(sectionKey(section)),
  }));
}

/** The design tree: drag and drop within a section, virtual scrolling, search filtering. */
export function DesignTree({
  index,
  search,
  activeId,
  height,
  readOnly,
  expandedKeys,
  onExpand,
  onOpen,
  onMove,
}: DesignTreeProps) {
  const { t } = useTranslation();
  const treeRef = useRef<{ scrollTo: (options: { key: string; align?: 'auto' }) => void }>(null);
  const treeData = useMemo(() => treeDataOf(index, search?.visible ?? null), [index, search]);
  const tokens = search?.tokens ?? [];
  const [menu, setMenu] = useState<RowMenuPlace | null>(null);
  // The theme's colours reach the rows' plain elements through variables, set once here.
  const { token } = theme.useToken();
  const colours = useMemo(
    () =>
      ({
        '--heron-tree-secondary': token.colorTextSecondary,
        '--heron-tree-hover': token.colorFillSecondary,
      }) as CSSProperties,
    [token.colorTextSecondary, token.colorFillSecondary],
  );

  // The open item scrolls into view (opened from a link, a tab, or just created).
  const isActiveInTree = activeId !== null && index.byId.has(activeId);
  useEffect(() => {
    if (activeId && isActiveInTree) treeRef.current?.scrollTo({ key: activeId, align: 'auto' });
  }, [activeId, isActiveInTree]);

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    canDrop(index, String(dragNode.key), String(dropNode.key), PLACES[dropPosition]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const itemId = String(info.dragNode.key);
    const move = moveForDrop(index, itemId, String(info.node.key), dropPlaceOf(info));
    if (move) onMove(itemId, move);
  };

  return (
    <>
      <Tree
        ref={treeRef as never}
        className={TREE_CLASS}
        style={colours}
        data-testid={DESIGN_TEST_IDS.tree}
        aria-label={t('design.tree.label')}
        treeData={treeData}
        height={height}
        itemHeight={ROW_HEIGHT}
        virtual
        blockNode
        showIcon={false}
        expandedKeys={[...expandedKeys]}
        onExpand={(keys) => onExpand(keys.map(String))}
        selectedKeys={activeId ? [activeId] : []}
        onSelect={(_keys, { node }) => {
          const key = String(node.key);
          if (!isSectionKey(key)) onOpen(key);
        }}
        onRightClick={({ event, node }) => {
          event.preventDefault();
          setMenu({ key: String(node.key), x: event.clientX, y: event.clientY });
        }}
        draggable={
          readOnly
            ? false
            : { icon: false, nodeDraggable: (node) => !isSectionKey(String(node.key)) }
        }
        allowDrop={allowDrop}
        onDrop={onDrop}
        titleRender={(data) => {
          const key = String(data.key);
          const target = menuTargetOf(index, key);
          return target ? (
            <NodeTitle
              target={target}
              tokens={isSectionKey(key) ? [] : tokens}
              hasMenu={hasMenuItems(target, readOnly)}
              menuOpen={menu?.key === key}
              onMore={(anchor) => {
                const box = anchor.getBoundingClientRect();
                setMenu({ key, x: box.left, y: box.bottom });
              }}
            />
          ) : null;
        }}
      />
      <RowMenu place={menu} index={index} onClose={() => setMenu(null)} />
    </>
  );
}
