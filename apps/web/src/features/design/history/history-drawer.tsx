import { useMemo, useState } from 'react';
import { App, Button, Drawer, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { DesignItem, Revision } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';
import { useFormatDateTime } from '../../../lib/format-time';
import { revisionQuery } from '../api/get-revision';
import { designKeys } from '../../../lib/design/design-keys';
import { useRevisions } from '../api/list-revisions';
import { useRestoreRevision } from '../api/restore-revision';
import { useDesign } from '../shell/design-context';
import { ItemConflictDialog } from '../shell/item-conflict-dialog';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useDesignFeedback } from '../shell/use-design-feedback';
import { fieldOf, isLabelledField } from './changed-fields';
import { RevisionCompareModal } from './revision-compare-modal';
import { DESIGN_TEST_IDS, designTestIdOf } from '../shell/test-ids';

const CENTER = 'center';
const RECOVERED = 'recover';

const DRAWER_SIZE = 720;
const PAGE_SIZE = 20;
const SMALL = 'small';
const LINK = 'link';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const CHECKBOX = 'checkbox';
const VERSION = 'version';
const CURRENT_COLOUR = ACCENT_TAG_COLOUR;
const ACTION_COLOURS: Record<Revision['action'], string> = {
  create: 'green',
  // The everyday action stays quiet, so the rarer ones (a move, a restore, an import) show.
  update: 'default',
  move: 'cyan',
  delete: 'red',
  restore: 'gold',
  import: 'magenta',
  // The theme's own accent (a preset purple would be a second, slightly different one).
  ai: 'processing',
};

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The item as currently saved. */
  item: DesignItem;
  /** The tab has unsaved changes, which a restore replaces. */
  isDirty: boolean;
  /** After a restore wrote a new version. */
  onRestored: (item: DesignItem) => void;
}

/**
 * An item's revisions: who changed what and when; pick two to compare side by side; restore one
 * (a new version, made from the item's current version, so a newer save is never lost).
 */
export function HistoryDrawer({ open, onClose, item, isDirty, onRestored }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const feedback = useDesignFeedback();
  const formatTime = useFormatDateTime();
  const { projectId, readOnly } = useDesign();
  const revisions = useRevisions(projectId, item.id, { enabled: open });
  const restore = useRestoreRevision();
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState<readonly [number, number] | null>(null);
  const [conflict, setConflict] = useState<{
    version: number;
    mine: { name: string; data: unknown };
  } | null>(null);
  const list = useMemo(
    () => new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }),
    [i18n.language],
  );

  const fieldLabel = (changed: string) => {
    const field = fieldOf(changed);
    return isLabelledField(field) ? t(`design.history.field.${field}`) : field;
  };

  const restoreFrom = async (version: number, baseVersion: number) => {
    try {
      const saved = await restore.mutateAsync({ projectId, itemId: item.id, version, baseVersion });
      onRestored(saved);
      feedback.succeed('recover');
    } catch (error) {
      if (!isEditConflict(error)) {
        feedback.fail(error);
        return;
      }
      // Saved by someone since this tab loaded: show what would be replaced first.
      const detail = await queryClient.fetchQuery(revisionQuery(projectId, item.id, version));
      setConflict({ version, mine: { name: detail.name, data: detail.data } });
    }
  };

  const confirmRestore = (revision: Revision) =>
    modal.confirm({
      title: t('design.history.restoreTitle', { version: revision.version }),
      content: isDirty ? t('design.history.restoreDiscards') : t('design.history.restoreContent'),
      okText: t('design.history.restore'),
      cancelText: t('design.history.cancel'),
      onOk: () => restoreFrom(revision.version, item.version),
    });

  const columns: TableProps<Revision>['columns'] = [
    {
      key: VERSION,
      title: t('design.history.version'),
      render: (_, revision) => (
        <Flex gap={4} align={CENTER}>
          {t('design.history.versionLabel', { version: revision.version })}
          {revision.version === item.version && (
            <Tag color={CURRENT_COLOUR}>{t('design.history.current')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('design.history.actionColumn'),
      render: (_, revision) => (
        <Tag color={ACTION_COLOURS[revision.action]}>
          {t(`design.history.action.${revision.action}`)}
        </Tag>
      ),
    },
    {
      key: 'changed',
      title: t('design.history.changed'),
      render: (_, revision) =>
        revision.changed.length > 0 ? (
          list.format(revision.changed.map(fieldLabel))
        ) : (
          <Typography.Text type={SECONDARY}>{t('design.history.nothingChanged')}</Typography.Text>
        ),
    },
    {
      key: 'author',
      title: t('design.history.author'),
      render: (_, revision) => revision.author?.name ?? t('design.shell.someone'),
    },
    {
      key: 'time',
      title: t('design.history.time'),
      render: (_, revision) => formatTime(revision.createdAt),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'restore',
            title: '',
            render: (_: unknown, revision: Revision) =>
              revision.version === item.version ? null : (
                <Button
                  size={SMALL}
                  type={LINK}
                  onClick={() => confirmRestore(revision)}
                  data-testid={designTestIdOf.historyRestore(revision.version)}
                >
                  {t('design.history.restore')}
                </Button>
              ),
          },
        ]),
  ];

  const compare = () => {
    const [a, b] = [...selected].sort((x, y) => x - y);
    if (a !== undefined && b !== undefined) setComparing([a, b]);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_SIZE}
      title={t('design.history.title', { name: item.name })}
      extra={
        <Button
          type={PRIMARY}
          disabled={selected.length !== 2}
          onClick={compare}
          data-testid={DESIGN_TEST_IDS.historyCompare}
        >
          {t('design.history.compare')}
        </Button>
      }
    >
      <Flex vertical gap={8} data-testid={DESIGN_TEST_IDS.historyDrawer}>
        <Typography.Text type={SECONDARY}>{t('design.history.pickTwo')}</Typography.Text>
        <ErrorAlert error={revisions.error} />
        <Table<Revision>
          size={SMALL}
          rowKey={VERSION}
          loading={revisions.isPending && open}
          dataSource={revisions.data?.items ?? []}
          columns={columns}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          rowSelection={{
            type: CHECKBOX,
            hideSelectAll: true,
            selectedRowKeys: selected,
            // Two at most: a third pick replaces the oldest pick.
            onSelect: (revision, isSelected) =>
              setSelected((current) =>
                isSelected
                  ? [...current.filter((v) => v !== revision.version), revision.version].slice(-2)
                  : current.filter((v) => v !== revision.version),
              ),
            getCheckboxProps: (revision) =>
              ({
                'aria-label': t('design.history.select', { version: revision.version }),
              }) as object,
          }}
        />
      </Flex>
      <RevisionCompareModal
        projectId={projectId}
        itemId={item.id}
        versions={comparing}
        onClose={() => setComparing(null)}
      />
      <ItemConflictDialog
        projectId={projectId}
        itemId={item.id}
        mine={conflict?.mine ?? null}
        onKeepMine={async (current) => {
          if (!conflict) return;
          const saved = await restore.mutateAsync({
            projectId,
            itemId: item.id,
            version: conflict.version,
            baseVersion: current.version,
          });
          setConflict(null);
          onRestored(saved);
          feedback.succeed(RECOVERED);
        }}
        onTakeTheirs={(current) => {
          queryClient.setQueryData(designKeys.item(projectId, item.id), current);
          setConflict(null);
        }}
        onCancel={() => setConflict(null)}
      />
    </Drawer>
  );
}
