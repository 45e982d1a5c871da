import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Dropdown, Flex, Input, Spin, Tooltip, Typography, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EllipsisOutlined,
  PlusOutlined,
  RobotOutlined,
  SearchOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { MoveItemBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { REQUEST_TEST_IDS } from '../../debug';
import { useDesign } from '../shell/design-context';
import { DesignTree } from './design-tree';
import { newKindsOf } from './node-menu';
import { searchTree } from '../../../lib/design/tree-index';
import { useElementHeight } from './use-element-height';
import { DESIGN_TEST_IDS, designTestIdOf } from '../shell/test-ids';

const PRIMARY = 'primary';
const TEXT = 'text';
const SECONDARY = 'secondary';
const CENTER = 'center';
const CLICK: 'click'[] = ['click'];
const FALLBACK_TREE_HEIGHT = 560;
const MORE_ACTIONS = {
  quickOpen: 'quick-open',
  export: 'export',
  annotate: 'annotate',
  trash: 'trash',
} as const;
/** The quick open's keys, the same on every keyboard layout and in every language. */
const QUICK_OPEN_KEYS = 'Ctrl/⌘ K';

export interface DesignSidebarProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  activeId: string | null;
  expandedKeys: readonly string[];
  onExpand: (keys: string[]) => void;
  onMove: (itemId: string, body: MoveItemBody) => void;
}

/**
 * The designer's left pane: search, "+" (new endpoint, document, folder, data model), a new
 * request, import, and under "more" the quick open, export, AI annotation and trash; the tree of
 * both sections.
 */
export function DesignSidebar({
  isLoading,
  error,
  onRetry,
  activeId,
  expandedKeys,
  onExpand,
  onMove,
}: DesignSidebarProps) {
  const { t } = useTranslation();
  const { index, readOnly, actions, project } = useDesign();
  const [query, setQuery] = useState('');
  // Filtering thousands of rows must not hold up typing.
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => searchTree(index, deferredQuery), [index, deferredQuery]);
  const { ref: treeBoxRef, height } = useElementHeight(FALLBACK_TREE_HEIGHT);

  // While searching, the matches' folders open; the person's own choice comes back after.
  const [searchExpansion, setSearchExpansion] = useState<{ query: string; keys: string[] }>();
  const shownExpanded = search
    ? searchExpansion?.query === deferredQuery
      ? searchExpansion.keys
      : search.expanded
    : expandedKeys;
  const expand = (keys: string[]) =>
    search ? setSearchExpansion({ query: deferredQuery, keys }) : onExpand(keys);

  const newMenu: MenuProps = {
    items: [
      ...newKindsOf('api').map((kind) => ({
        key: `api:${kind}`,
        label: t(`design.tree.new.${kind}`),
        'data-testid': designTestIdOf.newMenu(kind === 'folder' ? 'api-folder' : kind),
      })),
      { type: 'divider' as const },
      ...newKindsOf('model').map((kind) => ({
        key: `model:${kind}`,
        label: kind === 'folder' ? t('design.tree.new.modelFolder') : t(`design.tree.new.${kind}`),
        'data-testid': designTestIdOf.newMenu(kind === 'folder' ? 'model-folder' : kind),
      })),
    ],
    onClick: ({ key }) => {
      const [section, kind] = key.split(':') as ['api' | 'model', 'folder'];
      actions.createItem({ kind, section, parentId: null });
    },
  };

  const moreMenu: MenuProps = {
    items: [
      {
        key: MORE_ACTIONS.quickOpen,
        icon: <SearchOutlined />,
        label: t('design.quickOpen.title'),
        extra: QUICK_OPEN_KEYS,
        'data-testid': DESIGN_TEST_IDS.quickOpen,
      },
      {
        key: MORE_ACTIONS.export,
        icon: <DownloadOutlined />,
        label: t('design.tree.export'),
        'data-testid': DESIGN_TEST_IDS.export,
      },
      // Read-only members may not spend the project's points on AI: the server refuses them.
      ...(readOnly
        ? []
        : [
            {
              key: MORE_ACTIONS.annotate,
              icon: <RobotOutlined />,
              label: t('design.tree.annotate'),
              'data-testid': DESIGN_TEST_IDS.annotate,
            },
          ]),
      {
        key: MORE_ACTIONS.trash,
        icon: <DeleteOutlined />,
        label: t('design.tree.trash'),
        'data-testid': DESIGN_TEST_IDS.trash,
      },
    ],
    onClick: ({ key }) => {
      if (key === MORE_ACTIONS.quickOpen) actions.quickOpen();
      if (key === MORE_ACTIONS.export) actions.exportDesign();
      if (key === MORE_ACTIONS.annotate) actions.annotate({ title: project.name });
      if (key === MORE_ACTIONS.trash) actions.openTrash();
    },
  };

  return (
    <Flex vertical gap={8} style={{ height: '100%', minHeight: 0, paddingTop: 8 }}>
      {/* One row in every language (issue 21): the search takes what the buttons leave, the
          buttons are icons named by their tooltips, the less used actions are under "more". */}
      <Flex
        gap={4}
        align={CENTER}
        style={{ padding: '0 8px' }}
        data-testid={DESIGN_TEST_IDS.toolbar}
      >
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('design.tree.search')}
          aria-label={t('design.tree.search')}
          data-testid={DESIGN_TEST_IDS.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        {!readOnly && (
          <Tooltip title={t('design.tree.newItem')}>
            <Dropdown menu={newMenu} trigger={CLICK}>
              <Button
                type={PRIMARY}
                icon={<PlusOutlined />}
                aria-label={t('design.tree.newItem')}
                data-testid={DESIGN_TEST_IDS.newItem}
              />
            </Dropdown>
          </Tooltip>
        )}
        {/* Read-only members may debug too: a new request changes nothing shared. */}
        <Tooltip title={t('debug.panel.newRequest')}>
          <Button
            type={TEXT}
            icon={<SendOutlined />}
            aria-label={t('debug.panel.newRequest')}
            onClick={actions.newRequest}
            data-testid={REQUEST_TEST_IDS.newRequest}
          />
        </Tooltip>
        {!readOnly && (
          <Tooltip title={t('design.tree.import')}>
            <Button
              type={TEXT}
              icon={<UploadOutlined />}
              aria-label={t('design.tree.import')}
              onClick={actions.importDesign}
              data-testid={DESIGN_TEST_IDS.import}
            />
          </Tooltip>
        )}
        <Tooltip title={t('design.tree.more')}>
          <Dropdown menu={moreMenu} trigger={CLICK}>
            <Button
              type={TEXT}
              icon={<EllipsisOutlined />}
              aria-label={t('design.tree.more')}
              data-testid={DESIGN_TEST_IDS.more}
            />
          </Dropdown>
        </Tooltip>
      </Flex>
      <div ref={treeBoxRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {isLoading ? (
          <Flex justify={CENTER} style={{ padding: 24 }}>
            <Spin aria-label={t('common.loading')} />
          </Flex>
        ) : error ? (
          <Flex vertical gap={8} style={{ padding: 8 }}>
            <ErrorAlert error={error} />
            <Button onClick={onRetry}>{t('common.retry')}</Button>
          </Flex>
        ) : search && search.visible.size === 0 ? (
          <Typography.Text type={SECONDARY} style={{ display: 'block', padding: 16 }}>
            {t('design.tree.noMatches')}
          </Typography.Text>
        ) : (
          <DesignTree
            index={index}
            search={search}
            activeId={activeId}
            height={height}
            readOnly={readOnly}
            expandedKeys={shownExpanded}
            onExpand={expand}
            onOpen={actions.openItem}
            onMove={onMove}
          />
        )}
      </div>
    </Flex>
  );
}
