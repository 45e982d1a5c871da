import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { App, Badge, Button, Dropdown, Empty, Flex, Spin, Tabs, type MenuProps } from 'antd';
import { EllipsisOutlined, PlusOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import type { DebugRequest, EndpointData } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { isScratchId } from '../../debug';
import { KindIcon } from '../tree/kind-icon';
import { useDesign } from './design-context';
import { ItemEditorHost } from './item-editor-host';
import { ScratchRequestPane } from './lazy-debug';
import { SaveRequestDialog, type RequestToSave } from './save-request-dialog';
import { useDesignFeedback } from './use-design-feedback';
import type { DesignTabs } from './use-design-tabs';
import './design-shell.css';
import { DESIGN_TEST_IDS, designTestIdOf } from './test-ids';

const CENTER = 'center';
const NEW_ENDPOINT = { kind: 'endpoint', section: 'api', parentId: null } as const;

const TABS_CLASS = 'heron-design-tabs';
const EDITABLE_CARD = 'editable-card';
const SMALL = 'small';
const WARNING = 'warning';
const CREATED = 'create';
const LABEL_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: 220,
} as const;
const CONTEXT_MENU: ('contextMenu' | 'click')[] = ['contextMenu'];
const CLICK: ('contextMenu' | 'click')[] = ['click'];
const TEXT = 'text';
/** Reopens the tab closed last; Ctrl/Cmd+Shift+T is the browser's own and never reaches a page. */
const REOPEN_KEYS = 'Alt+Shift+T';
const TAB_ACTIONS = {
  close: 'close',
  closeOthers: 'close-others',
  closeAll: 'close-all',
  reopen: 'reopen',
} as const;
type TabAction = (typeof TAB_ACTIONS)[keyof typeof TAB_ACTIONS];
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

/**
 * A blank request, loaded with the debugger when it first opens. Those who may edit the design
 * can save it as an endpoint.
 */
function ScratchPane({ onSave }: { onSave?: (request: DebugRequest, bases: string[]) => void }) {
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
        <ScratchRequestPane projectId={projectId} readOnly={readOnly} onSaveAsEndpoint={onSave} />
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

/** Whether a key press is the reopen shortcut (by the key's place: Alt changes the letter on a Mac). */
function isReopenKey(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT'
  );
}

/**
 * The open items as tabs: several at once, each keeping its unsaved changes; closing asks. A
 * tab's context menu (and the "…" at the strip's end, for the shown tab) closes it, the others
 * or all, and reopens the tab closed last (issue 21).
 */
export function EditorTabs({ tabs, isVisible }: EditorTabsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { index, drafts, readOnly, actions } = useDesign();
  const feedback = useDesignFeedback();
  // The blank request being saved as an endpoint, and its tab.
  const [saving, setSaving] = useState<(RequestToSave & { scratchId: string }) | null>(null);

  const nameOf = (id: string) =>
    drafts.byId[id]?.name ?? index.byId.get(id)?.name ?? t('design.shell.untitled');

  /** Closes tabs, first asking when some have unsaved changes (a blank request has none). */
  const requestClose = (ids: readonly string[]) => {
    const dirty = ids.filter((id) => drafts.byId[id] && !isScratchId(id));
    if (dirty.length === 0) {
      tabs.close(ids);
      return;
    }
    const discard = () => {
      drafts.remove(dirty);
      tabs.close(ids);
    };
    if (ids.length === 1) {
      modal.confirm({
        title: t('design.shell.discard.title', { name: nameOf(dirty[0]!) }),
        content: t('design.shell.discard.content'),
        okText: t('design.shell.discard.ok'),
        okButtonProps: { danger: true },
        cancelText: t('design.shell.discard.cancel'),
        onOk: discard,
      });
      return;
    }
    modal.confirm({
      title: t('design.shell.discardMany.title'),
      content: t('design.shell.discardMany.content', {
        names: dirty.map((id) => `"${nameOf(id)}"`).join(', '),
      }),
      okText: t('design.shell.discardMany.ok'),
      okButtonProps: { danger: true },
      cancelText: t('design.shell.discardMany.cancel'),
      onOk: discard,
    });
  };

  const runTabAction = (action: TabAction, id: string | null) => {
    if (action === TAB_ACTIONS.reopen) tabs.reopen();
    else if (action === TAB_ACTIONS.closeAll) requestClose(tabs.openIds);
    else if (id === null) return;
    else if (action === TAB_ACTIONS.close) requestClose([id]);
    else requestClose(tabs.openIds.filter((other) => other !== id));
  };

  const tabMenu = (id: string | null): MenuProps => ({
    items: [
      ...(id === null
        ? []
        : [
            {
              key: TAB_ACTIONS.close,
              label: t('design.shell.tabs.close'),
              'data-testid': designTestIdOf.tabAction(TAB_ACTIONS.close),
            },
            {
              key: TAB_ACTIONS.closeOthers,
              label: t('design.shell.tabs.closeOthers'),
              disabled: tabs.openIds.length < 2,
              'data-testid': designTestIdOf.tabAction(TAB_ACTIONS.closeOthers),
            },
          ]),
      {
        key: TAB_ACTIONS.closeAll,
        label: t('design.shell.tabs.closeAll'),
        disabled: tabs.openIds.length === 0,
        'data-testid': designTestIdOf.tabAction(TAB_ACTIONS.closeAll),
      },
      { type: 'divider' as const },
      {
        key: TAB_ACTIONS.reopen,
        icon: <UndoOutlined />,
        label: t('design.shell.tabs.reopen'),
        extra: REOPEN_KEYS,
        disabled: !tabs.canReopen,
        'data-testid': designTestIdOf.tabAction(TAB_ACTIONS.reopen),
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      runTabAction(key as TabAction, id);
    },
  });

  const onReopenKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isReopenKey(event)) return;
    event.preventDefault();
    tabs.reopen();
  });
  useEffect(() => {
    if (!isVisible) return;
    const listener = (event: KeyboardEvent) => onReopenKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [isVisible]);

  if (tabs.openIds.length === 0) {
    return (
      <Flex vertical align={CENTER} justify={CENTER} style={{ height: '100%' }} gap={12}>
        <Empty description={t('design.shell.empty')} />
        <Flex gap={8}>
          {!readOnly && (
            <Button
              size={SMALL}
              icon={<PlusOutlined />}
              onClick={() => actions.createItem(NEW_ENDPOINT)}
            >
              {t('design.tree.new.endpoint')}
            </Button>
          )}
          {tabs.canReopen && (
            <Button
              size={SMALL}
              icon={<UndoOutlined />}
              onClick={tabs.reopen}
              data-testid={designTestIdOf.tabAction(TAB_ACTIONS.reopen)}
            >
              {t('design.shell.tabs.reopen')}
            </Button>
          )}
        </Flex>
      </Flex>
    );
  }

  return (
    <>
      <Tabs
        className={TABS_CLASS}
        type={EDITABLE_CARD}
        hideAdd
        size={SMALL}
        activeKey={tabs.activeId ?? undefined}
        onChange={tabs.open}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') requestClose([key]);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={tabMenu(tabs.activeId)} trigger={CLICK}>
              <Button
                type={TEXT}
                size={SMALL}
                icon={<EllipsisOutlined />}
                aria-label={t('design.shell.tabs.menu')}
                data-testid={DESIGN_TEST_IDS.tabMenu}
                style={{ marginInline: 4 }}
              />
            </Dropdown>
          ),
        }}
        items={tabs.openIds.map((id) => ({
          key: id,
          label: (
            <Dropdown menu={tabMenu(id)} trigger={CONTEXT_MENU}>
              <span>
                {isScratchId(id) ? (
                  <ScratchLabel id={id} number={tabs.openIds.filter(isScratchId).indexOf(id) + 1} />
                ) : (
                  <TabLabel id={id} />
                )}
              </span>
            </Dropdown>
          ),
          children: isScratchId(id) ? (
            <ScratchPane
              onSave={
                readOnly
                  ? undefined
                  : (request, bases) => setSaving({ request, bases, scratchId: id })
              }
            />
          ) : (
            <ItemEditorHost
              itemId={id}
              isActive={isVisible && id === tabs.activeId}
              onClose={() => requestClose([id])}
            />
          ),
        }))}
      />
      {/* Drawn only while asked for: its form's "Name" must not sit in the page beside the
          create dialog's, hidden or not. */}
      {saving && (
        <SaveRequestDialog
          saving={saving}
          onClose={() => setSaving(null)}
          onSaved={(item) => {
            setSaving(null);
            // The request now lives in the endpoint: its tab takes the blank one's place.
            tabs.replace(saving.scratchId, item.id);
            actions.revealItem(item.id);
            feedback.succeed(CREATED);
          }}
        />
      )}
    </>
  );
}
