import { Suspense } from 'react';
import { App, Badge, Button, Empty, Flex, Spin, Tabs } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { EndpointData } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { isScratchId } from '../../debug';
import { KindIcon } from '../tree/kind-icon';
import { useDesign } from './design-context';
import { ItemEditorHost } from './item-editor-host';
import { ScratchRequestPane } from './lazy-debug';
import type { DesignTabs } from './use-design-tabs';
import './design-shell.css';
import { DESIGN_TEST_IDS, designTestIdOf } from './test-ids';

const CENTER = 'center';
const NEW_ENDPOINT = { kind: 'endpoint', section: 'api', parentId: null } as const;

const TABS_CLASS = 'heron-design-tabs';
const EDITABLE_CARD = 'editable-card';
const SMALL = 'small';
const WARNING = 'warning';
const LABEL_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: 220,
} as const;
const NAME_STYLE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const SCRATCH_PANE_STYLE = { height: '100%', minHeight: 0, padding: '0 16px 16px' } as const;

/** A blank request's tab: numbered when there are several. */
function ScratchLabel({ id, number }: { id: string; number: number }) {
  const { t } = useTranslation();
  return (
    <span style={LABEL_STYLE} data-testid={designTestIdOf.tab(id)}>
      <SendOutlined aria-hidden />
      <span style={NAME_STYLE}>
        {number > 1
          ? t('debug.panel.untitledRequestN', { n: number })
          : t('debug.panel.untitledRequest')}
      </span>
    </span>
  );
}

/** A blank request, loaded with the debugger when it first opens. */
function ScratchPane() {
  const { t } = useTranslation();
  const { projectId, readOnly } = useDesign();
  return (
    <div style={SCRATCH_PANE_STYLE}>
      <Suspense
        fallback={
          <Flex justify={CENTER} style={{ padding: 48 }}>
            <Spin aria-label={t('common.loading')} />
          </Flex>
        }
      >
        <ScratchRequestPane projectId={projectId} readOnly={readOnly} />
      </Suspense>
    </div>
  );
}

/** A tab's label: what the tree knows of the item, or its unsaved name, and a dot when dirty. */
function TabLabel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { index, drafts } = useDesign();
  const node = index.byId.get(id);
  const draft = drafts.byId[id];
  const name = draft?.name ?? node?.name ?? t('design.shell.untitled');
  const method =
    node?.kind === 'endpoint'
      ? ((draft?.data as EndpointData | undefined)?.method ?? node.method)
      : null;
  return (
    <span style={LABEL_STYLE} data-testid={designTestIdOf.tab(id)}>
      {node && <KindIcon kind={node.kind} method={method} />}
      <span style={NAME_STYLE}>{name.trim() || t('design.shell.untitled')}</span>
      {draft && (
        <Badge
          status={WARNING}
          aria-label={t('design.shell.unsaved')}
          data-testid={DESIGN_TEST_IDS.tabDirty}
        />
      )}
    </span>
  );
}

export interface EditorTabsProps {
  tabs: DesignTabs;
  /** The designer is on screen (its workspace tab is the shown one). */
  isVisible: boolean;
}

/** The open items as tabs: several at once, each keeping its unsaved changes; closing asks. */
export function EditorTabs({ tabs, isVisible }: EditorTabsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { index, drafts, readOnly, actions } = useDesign();

  const requestClose = (id: string) => {
    // A blank request is never saved: there is nothing to keep.
    if (!drafts.byId[id] || isScratchId(id)) {
      tabs.close([id]);
      return;
    }
    const name = drafts.byId[id]?.name ?? index.byId.get(id)?.name ?? '';
    modal.confirm({
      title: t('design.shell.discard.title', { name }),
      content: t('design.shell.discard.content'),
      okText: t('design.shell.discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('design.shell.discard.cancel'),
      onOk: () => {
        drafts.remove([id]);
        tabs.close([id]);
      },
    });
  };

  if (tabs.openIds.length === 0) {
    return (
      <Flex vertical align={CENTER} justify={CENTER} style={{ height: '100%' }} gap={12}>
        <Empty description={t('design.shell.empty')} />
        {!readOnly && (
          <Button
            size={SMALL}
            icon={<PlusOutlined />}
            onClick={() => actions.createItem(NEW_ENDPOINT)}
          >
            {t('design.tree.new.endpoint')}
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Tabs
      className={TABS_CLASS}
      type={EDITABLE_CARD}
      hideAdd
      size={SMALL}
      activeKey={tabs.activeId ?? undefined}
      onChange={tabs.open}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') requestClose(key);
      }}
      items={tabs.openIds.map((id) =>
        isScratchId(id)
          ? {
              key: id,
              label: (
                <ScratchLabel id={id} number={tabs.openIds.filter(isScratchId).indexOf(id) + 1} />
              ),
              children: <ScratchPane />,
            }
          : {
              key: id,
              label: <TabLabel id={id} />,
              children: (
                <ItemEditorHost
                  itemId={id}
                  isActive={isVisible && id === tabs.activeId}
                  onClose={() => requestClose(id)}
                />
              ),
            },
      )}
    />
  );
}
