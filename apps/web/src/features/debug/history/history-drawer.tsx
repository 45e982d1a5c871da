import { useState } from 'react';
import {
  Empty as AntdEmpty,
  Button,
  Drawer,
  Flex,
  Popconfirm,
  Segmented,
  Spin,
  Typography,
} from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import type { DebugHistoryEntry } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { useClearHistory, useDeleteHistoryEntry, useHistory } from '../api/history';
import { useSaveFeedback } from '../environments/use-save-feedback';
import { HistoryRow } from './history-row';
import { DEBUG_HISTORY_TEST_IDS } from './test-ids';
import type { ReplaceRequest } from './use-replace-request';
import './history-list.css';

const DRAWER_SIZE = 640;
const SMALL = 'small';
const TEXT = 'text';
const SECONDARY = 'secondary';
const CENTER = 'center';
const BETWEEN = 'space-between';
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

const THIS_ENDPOINT = 'endpoint';
const ALL = 'all';
type Filter = typeof THIS_ENDPOINT | typeof ALL;

export interface HistoryDrawerProps {
  projectId: string;
  /** The endpoint the panel runs: the list starts with its sends only, and can show all. */
  endpointId?: string;
  open: boolean;
  onClose: () => void;
  /** Puts an entry's request in the panel's builder, asking first when it has unsent edits. */
  replace: ReplaceRequest;
}

/**
 * The person's sent requests in this project, newest first (the newest 100, kept by the server):
 * a row loads its request into the panel; rows can be deleted one by one or all at once.
 */
export function HistoryDrawer({
  projectId,
  endpointId,
  open,
  onClose,
  replace,
}: HistoryDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_SIZE}
      title={t('debug.history.title')}
      destroyOnHidden
    >
      {open && (
        <HistoryList
          projectId={projectId}
          endpointId={endpointId}
          onClose={onClose}
          replace={replace}
        />
      )}
    </Drawer>
  );
}

function HistoryList({
  projectId,
  endpointId,
  onClose,
  replace,
}: Omit<HistoryDrawerProps, 'open'>) {
  const { t } = useTranslation();
  const feedback = useSaveFeedback();
  const [filter, setFilter] = useState<Filter>(endpointId ? THIS_ENDPOINT : ALL);
  const shownEndpoint = filter === THIS_ENDPOINT && endpointId ? endpointId : null;
  const history = useHistory(projectId, shownEndpoint);
  const remove = useDeleteHistoryEntry();
  const clear = useClearHistory();
  const items = history.data ?? [];

  const load = async (entry: DebugHistoryEntry) => {
    const isLoaded = await replace(entry.request, {
      title: t('debug.history.replaceTitle'),
      content: t('debug.history.replaceContent'),
    });
    if (isLoaded) onClose();
  };

  const deleteEntry = async (entry: DebugHistoryEntry) => {
    try {
      await remove.mutateAsync({ projectId, entryId: entry.id });
    } catch (error) {
      feedback.fail(error);
    }
  };

  const clearAll = async () => {
    try {
      await clear.mutateAsync({ projectId });
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <Flex vertical gap={12} data-testid={DEBUG_HISTORY_TEST_IDS.drawer}>
      <Flex justify={BETWEEN} align={CENTER} gap={8} wrap>
        {endpointId ? (
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={[
              { value: THIS_ENDPOINT, label: t('debug.history.thisEndpoint') },
              { value: ALL, label: t('debug.history.all') },
            ]}
            aria-label={t('debug.history.filter')}
            data-testid={DEBUG_HISTORY_TEST_IDS.filter}
          />
        ) : (
          <Typography.Text type={SECONDARY}>{t('debug.history.allHint')}</Typography.Text>
        )}
        <Popconfirm
          title={t('debug.history.clearTitle')}
          description={t('debug.history.clearContent')}
          okText={t('debug.history.clear')}
          okButtonProps={{ danger: true }}
          cancelText={t('debug.history.cancel')}
          onConfirm={() => clearAll()}
          disabled={items.length === 0}
        >
          <Button
            size={SMALL}
            type={TEXT}
            danger
            icon={<ClearOutlined />}
            disabled={items.length === 0}
            loading={clear.isPending}
            data-testid={DEBUG_HISTORY_TEST_IDS.clear}
          >
            {t('debug.history.clear')}
          </Button>
        </Popconfirm>
      </Flex>
      <ErrorAlert error={history.error} />
      {history.isPending && !history.error && <Spin aria-label={t('common.loading')} />}
      {history.data && items.length === 0 && (
        <Empty
          image={AntdEmpty.PRESENTED_IMAGE_SIMPLE}
          description={shownEndpoint ? t('debug.history.emptyEndpoint') : t('debug.history.empty')}
          data-testid={DEBUG_HISTORY_TEST_IDS.empty}
        />
      )}
      {items.length > 0 && (
        <ul style={LIST_STYLE} data-testid={DEBUG_HISTORY_TEST_IDS.list}>
          {items.map((entry) => (
            <HistoryRow
              key={entry.id}
              entry={entry}
              onLoad={(chosen) => void load(chosen)}
              onDelete={(chosen) => void deleteEntry(chosen)}
              isDeleting={remove.isPending && remove.variables?.entryId === entry.id}
            />
          ))}
        </ul>
      )}
    </Flex>
  );
}
