import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Dropdown, Flex, Input, Spin, Tooltip, Typography, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { MoveItemBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { REQUEST_TEST_IDS } from '../../debug';
import { MockPanelButton } from '../../mock';
import { useDesign } from '../shell/design-context';
import { DesignTree } from './design-tree';
import { newKindsOf } from './node-menu';
import { searchTree } from '../../../lib/design/tree-index';
import { useElementHeight } from './use-element-height';
import { DESIGN_TEST_IDS, designTestIdOf } from '../shell/test-ids';

const PRIMARY = 'primary';
const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const CENTER = 'center';
const CLICK: 'click'[] = ['click'];
const FALLBACK_TREE_HEIGHT = 560;
const TOOLBAR = { gap: 4, wrap: 'wrap', style: { padding: '0 8px' } } as const;

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
 * The designer's left pane: search, "+" (new endpoint, document, folder, data model), import,
 * export, trash and settings, and the tree of both sections.
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
  const { projectId, index, readOnly, actions } = useDesign();
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

  return (
    <Flex vertical gap={8} style={{ height: '100%', minHeight: 0, paddingTop: 8 }}>
      <Flex gap={4} style={{ padding: '0 8px' }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('design.tree.search')}
          aria-label={t('design.tree.search')}
          data-testid={DESIGN_TEST_IDS.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {!readOnly && (
          <Dropdown menu={newMenu} trigger={CLICK}>
            <Button
              type={PRIMARY}
              icon={<PlusOutlined />}
              aria-label={t('design.tree.newItem')}
              data-testid={DESIGN_TEST_IDS.newItem}
            />
          </Dropdown>
        )}
      </Flex>
      <Flex {...TOOLBAR}>
        {!readOnly && (
          <Button
            size={SMALL}
            type={TEXT}
            icon={<UploadOutlined />}
            onClick={actions.importDesign}
            data-testid={DESIGN_TEST_IDS.import}
          >
            {t('design.tree.import')}
          </Button>
        )}
        {/* Read-only members may debug too: a new request changes nothing shared. */}
        <Button
          size={SMALL}
          type={TEXT}
          icon={<SendOutlined />}
          onClick={actions.newRequest}
          data-testid={REQUEST_TEST_IDS.newRequest}
        >
          {t('debug.panel.newRequest')}
        </Button>
        <Button
          size={SMALL}
          type={TEXT}
          icon={<DownloadOutlined />}
          onClick={() => actions.exportDesign()}
          data-testid={DESIGN_TEST_IDS.export}
        >
          {t('design.tree.export')}
        </Button>
        <Tooltip title={t('design.tree.trash')}>
          <Button
            size={SMALL}
            type={TEXT}
            icon={<DeleteOutlined />}
            aria-label={t('design.tree.trash')}
            onClick={actions.openTrash}
            data-testid={DESIGN_TEST_IDS.trash}
          />
        </Tooltip>
        <Tooltip title={t('design.tree.settings')}>
          <Button
            size={SMALL}
            type={TEXT}
            icon={<SettingOutlined />}
            aria-label={t('design.tree.settings')}
            onClick={actions.openSettings}
            data-testid={DESIGN_TEST_IDS.settings}
          />
        </Tooltip>
        <MockPanelButton projectId={projectId} readOnly={readOnly} />
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
