import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Button, Flex, Result, Segmented, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DesignItem, EndpointData } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { REQUEST_TEST_IDS } from '../../debug';
import { useFormatDateTime } from '../../../lib/format-time';
import { useDesignItem } from '../../../lib/design/get-design-item';
import { designKeys } from '../../../lib/design/design-keys';
import { useUpdateDesignItem } from '../api/update-design-item';
import { HistoryDrawer } from '../history/history-drawer';
import { MethodBadge } from '../tree/method-badge';
import { useDesign } from './design-context';
import { ItemBody, type ItemContent } from './item-body';
import { ItemConflictDialog } from './item-conflict-dialog';
import { EndpointRunPane } from './lazy-debug';
import { EndpointMockPane, MOCK_TEST_IDS } from '../../mock';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useDesignFeedback } from './use-design-feedback';
import { isSameContent, type Draft } from './use-drafts';
import { DESIGN_TEST_IDS } from './test-ids';

const CENTER = 'center';
const BETWEEN = 'space-between';
const WRAP = 'wrap';
const EDITED = 'edit';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const DIRTY_COLOUR = 'orange';
const TITLE_LEVEL = 4;
const PANE_STYLE = { height: '100%', minHeight: 0, padding: '0 16px 16px' } as const;
const SMALL = 'small';
/**
 * An endpoint is designed, run (Apifox's "Run" tab: the debugger, filled in from the design) or
 * mocked (its mock settings and expectations, issue 7).
 */
const ENDPOINT_MODES = ['design', 'run', 'mock'] as const;
type EndpointMode = (typeof ENDPOINT_MODES)[number];

export interface ItemEditorHostProps {
  itemId: string;
  /** The shown tab of a shown designer: only it answers Ctrl/Cmd+S. */
  isActive: boolean;
  /** Closes the tab (asking first when it has unsaved changes). */
  onClose: () => void;
}

/** One open tab: loads the item, then edits it (or says why it cannot). */
export function ItemEditorHost({ itemId, isActive, onClose }: ItemEditorHostProps) {
  const { t } = useTranslation();
  const { projectId } = useDesign();
  const item = useDesignItem(projectId, itemId);

  if (item.isPending) {
    return (
      <Flex justify={CENTER} style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (item.isError) {
    const isGone = item.error instanceof ApiError && item.error.code === 'NOT_FOUND';
    return (
      <Result
        status={WARNING}
        title={isGone ? t('design.shell.gone') : t('design.shell.loadFailed')}
        subTitle={isGone ? undefined : <ErrorAlert error={item.error} />}
        extra={
          <Space>
            {!isGone && <Button onClick={() => void item.refetch()}>{t('common.retry')}</Button>}
            <Button onClick={onClose}>{t('design.shell.closeTab')}</Button>
          </Space>
        }
      />
    );
  }
  return <ItemEditor item={item.data} isActive={isActive} />;
}

function ItemEditor({ item, isActive }: { item: DesignItem; isActive: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatTime = useFormatDateTime();
  const feedback = useDesignFeedback();
  const { projectId, readOnly, drafts, actions } = useDesign();
  const update = useUpdateDesignItem();
  const [conflictMine, setConflictMine] = useState<Draft | null>(null);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [mode, setMode] = useState<EndpointMode>('design');
  // The Run view mounts when first opened, then stays: switching back keeps its state.
  const [hasRun, setHasRun] = useState(false);
  const [hasMock, setHasMock] = useState(false);

  const draft = drafts.byId[item.id];
  const content: ItemContent = draft ?? { name: item.name, data: item.data };
  const isDirty = draft !== undefined;

  const change = (next: ItemContent) =>
    drafts.update(item.id, (current) =>
      // Changed back to what is saved: nothing to save any more.
      isSameContent(next, item)
        ? undefined
        : { baseVersion: current?.baseVersion ?? item.version, name: next.name, data: next.data },
    );

  // After a save: the draft goes, unless it changed while the save ran; then it continues from
  // the version just written.
  const settle = (sent: Draft, saved: DesignItem) =>
    drafts.update(item.id, (current) =>
      current === sent ? undefined : current && { ...current, baseVersion: saved.version },
    );

  const save = async () => {
    const sent = draft;
    if (!sent || readOnly || update.isPending) return;
    try {
      const saved = await update.mutateAsync({
        projectId,
        itemId: item.id,
        body: { baseVersion: sent.baseVersion, name: sent.name, data: sent.data },
      });
      settle(sent, saved);
      feedback.succeed('edit');
    } catch (error) {
      if (isEditConflict(error)) setConflictMine(sent);
      else feedback.fail(error);
    }
  };

  const onSaveKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
    // The browser's "save page" never helps here.
    event.preventDefault();
    void save();
  });
  useEffect(() => {
    if (!isActive) return;
    const listener = (event: KeyboardEvent) => onSaveKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [isActive]);

  const endpoint = item.kind === 'endpoint' ? (content.data as EndpointData) : null;

  return (
    <Flex vertical gap={12} style={PANE_STYLE} data-testid={DESIGN_TEST_IDS.editor}>
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap={WRAP}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align={CENTER} gap={8} style={{ minWidth: 0 }}>
            {endpoint && <MethodBadge method={endpoint.method} full />}
            <Typography.Title
              level={TITLE_LEVEL}
              style={{ margin: 0 }}
              ellipsis
              data-testid={DESIGN_TEST_IDS.itemTitle}
            >
              {content.name.trim() || t('design.shell.untitled')}
            </Typography.Title>
            {endpoint && (
              <Typography.Text type={SECONDARY} ellipsis>
                {endpoint.path}
              </Typography.Text>
            )}
            {isDirty && (
              <Tag color={DIRTY_COLOUR} data-testid={DESIGN_TEST_IDS.dirty}>
                {t('design.shell.unsaved')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type={SECONDARY}>
            {t('design.shell.lastSaved', {
              name: item.updatedBy?.name ?? t('design.shell.someone'),
              time: formatTime(item.updatedAt),
              version: item.version,
            })}
          </Typography.Text>
        </Flex>
        <Space wrap>
          {endpoint && (
            <Segmented<EndpointMode>
              size={SMALL}
              value={mode}
              aria-label={t('debug.panel.modeLabel')}
              data-testid={REQUEST_TEST_IDS.modeSwitch}
              options={ENDPOINT_MODES.map((value) => ({
                value,
                label:
                  value === 'mock' ? (
                    <span data-testid={MOCK_TEST_IDS.mode}>{t('mock.mode')}</span>
                  ) : (
                    t(`debug.panel.${value}`)
                  ),
              }))}
              onChange={(next) => {
                setMode(next);
                if (next === 'run') setHasRun(true);
                if (next === 'mock') setHasMock(true);
              }}
            />
          )}
          {!readOnly && (
            <Tooltip title={t('design.shell.saveHint')}>
              <Button
                type={PRIMARY}
                icon={<SaveOutlined />}
                disabled={!isDirty}
                loading={update.isPending}
                onClick={() => void save()}
                data-testid={DESIGN_TEST_IDS.save}
              >
                {t('design.shell.save')}
              </Button>
            </Tooltip>
          )}
          <Button
            icon={<HistoryOutlined />}
            onClick={() => setIsHistoryOpen(true)}
            data-testid={DESIGN_TEST_IDS.history}
          >
            {t('design.shell.history')}
          </Button>
          {!readOnly && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => actions.deleteItem(item)}
              data-testid={DESIGN_TEST_IDS.delete}
            >
              {t('design.shell.delete')}
            </Button>
          )}
        </Space>
      </Flex>
      <div
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: endpoint && mode !== 'design' ? 'none' : undefined,
        }}
      >
        <Suspense
          fallback={
            <Flex justify={CENTER} style={{ padding: 48 }}>
              <Spin aria-label={t('common.loading')} />
            </Flex>
          }
        >
          <ItemBody item={item} content={content} onChange={change} />
        </Suspense>
      </div>
      {endpoint && hasRun && (
        <div style={{ flex: 1, minHeight: 0, display: mode === 'run' ? undefined : 'none' }}>
          <Suspense
            fallback={
              <Flex justify={CENTER} style={{ padding: 48 }}>
                <Spin aria-label={t('common.loading')} />
              </Flex>
            }
          >
            <EndpointRunPane
              projectId={projectId}
              endpointId={item.id}
              endpoint={endpoint}
              readOnly={readOnly}
            />
          </Suspense>
        </div>
      )}
      {endpoint && hasMock && (
        <div style={{ flex: 1, minHeight: 0, display: mode === 'mock' ? undefined : 'none' }}>
          <Suspense
            fallback={
              <Flex justify={CENTER} style={{ padding: 48 }}>
                <Spin aria-label={t('common.loading')} />
              </Flex>
            }
          >
            <EndpointMockPane projectId={projectId} endpointId={item.id} readOnly={readOnly} />
          </Suspense>
        </div>
      )}
      <HistoryDrawer
        open={isHistoryOpen}
        onClose={() => setIsHistoryOpen(false)}
        item={item}
        isDirty={isDirty}
        onRestored={(saved) => {
          queryClient.setQueryData(designKeys.item(projectId, item.id), saved);
          drafts.remove([item.id]);
        }}
      />
      <ItemConflictDialog
        projectId={projectId}
        itemId={item.id}
        mine={conflictMine}
        onKeepMine={async (current) => {
          if (!conflictMine) return;
          const saved = await update.mutateAsync({
            projectId,
            itemId: item.id,
            body: {
              baseVersion: current.version,
              name: conflictMine.name,
              data: conflictMine.data,
            },
          });
          settle(conflictMine, saved);
          setConflictMine(null);
          feedback.succeed(EDITED);
        }}
        onTakeTheirs={(current) => {
          queryClient.setQueryData(designKeys.item(projectId, item.id), current);
          void queryClient.invalidateQueries({ queryKey: designKeys.tree(projectId) });
          drafts.remove([item.id]);
          setConflictMine(null);
        }}
        onCancel={() => setConflictMine(null)}
      />
    </Flex>
  );
}
