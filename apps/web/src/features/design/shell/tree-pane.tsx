import { useId, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PaneResizer } from '../../../components/pane-resizer';
import { TREE_PANE, type TreePane as TreePaneState } from './use-tree-pane';
import { DESIGN_TEST_IDS } from './test-ids';
import './tree-pane.css';

const SMALL = 'small';
const CIRCLE = 'circle';
const RIGHT = 'right';
const EDGE_CLASS = 'heron-tree-edge';
const TOGGLE_CLASS = 'heron-tree-toggle';

export interface TreePaneProps {
  pane: TreePaneState;
  children: ReactNode;
}

/**
 * The designer's left pane (issue 21), as wide as the person dragged it (long endpoint names
 * need more than the usual 300 px) or collapsed to give the editor the window. The tree stays
 * mounted while collapsed, so its search and scroll are there when it opens again.
 */
export function TreePane({ pane, children }: TreePaneProps) {
  const { t } = useTranslation();
  const paneId = useId();
  const toggleLabel = pane.isCollapsed ? t('design.tree.expand') : t('design.tree.collapse');
  return (
    <>
      <div
        id={paneId}
        data-testid={DESIGN_TEST_IDS.treePane}
        style={{
          width: pane.width,
          flex: 'none',
          minHeight: 0,
          display: pane.isCollapsed ? 'none' : 'block',
        }}
      >
        {children}
      </div>
      <div className={EDGE_CLASS} data-collapsed={pane.isCollapsed || undefined}>
        {pane.isCollapsed ? (
          <div className="heron-tree-edge-line" />
        ) : (
          <PaneResizer
            width={pane.width}
            min={TREE_PANE.min}
            max={TREE_PANE.max}
            onResize={pane.resize}
            onToggle={pane.toggle}
            onReset={pane.reset}
            label={t('design.tree.resize')}
            data-testid={DESIGN_TEST_IDS.treeResizer}
          />
        )}
        <Tooltip title={toggleLabel} placement={RIGHT}>
          <Button
            className={TOGGLE_CLASS}
            size={SMALL}
            shape={CIRCLE}
            icon={pane.isCollapsed ? <RightOutlined /> : <LeftOutlined />}
            aria-label={toggleLabel}
            aria-expanded={!pane.isCollapsed}
            aria-controls={paneId}
            onClick={pane.toggle}
            data-testid={DESIGN_TEST_IDS.treeToggle}
          />
        </Tooltip>
      </div>
    </>
  );
}
