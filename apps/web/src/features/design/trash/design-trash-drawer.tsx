import { useDeferredValue, useState } from 'react';
import {
  Button,
  Drawer,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { DesignTrashEntry } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatDateTime } from '../../../lib/format-time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDesignTrash } from '../api/list-design-trash';
import { usePurgeDesignTrashEntry } from '../api/purge-design-trash-entry';
import { useRestoreDesignTrashEntry } from '../api/restore-design-trash-entry';
import { useDesign } from '../shell/design-context';
import { useDesignFeedback } from '../shell/use-design-feedback';
import { KindIcon } from '../tree/kind-icon';
import { DESIGN_TEST_IDS, designTestIdOf } from '../shell/test-ids';

const CENTER = 'center';

const DRAWER_SIZE = 760;
const PAGE_SIZE = 20;
const SMALL = 'small';
const LINK = 'link';
const SECONDARY = 'secondary';
const ID = 'id';

export interface DesignTrashDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The design's trash: what was deleted, by whom and when (a folder with how many items went
 * with it); restore, or delete for good. Paged by the server, so no page is ever long.
 */
export function DesignTrashDrawer({ open, onClose }: DesignTrashDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_SIZE}
      title={t('design.trash.title')}
      destroyOnHidden
    >
      {open && <DesignTrashList />}
    </Drawer>
  );
}

function DesignTrashList() {
  const { t, i18n } = useTranslation();
  const { projectId, readOnly } = useDesign();
  const feedback = useDesignFeedback();
  const formatTime = useFormatDateTime();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(useDebouncedValue(search.trim()));
  const [page, setPage] = useState(1);
  const trash = useDesignTrash(projectId, { page, pageSize: PAGE_SIZE, q });
  const restore = useRestoreDesignTrashEntry();
  const purge = usePurgeDesignTrashEntry();
  const number = new Intl.NumberFormat(i18n.language);

  const restoreEntry = async (entry: DesignTrashEntry) => {
    try {
      await restore.mutateAsync({ projectId, itemId: entry.id });
      feedback.succeed('recover');
    } catch (error) {
      feedback.fail(error);
    }
  };
  const purgeEntry = async (entry: DesignTrashEntry) => {
    try {
      await purge.mutateAsync({ projectId, itemId: entry.id });
      feedback.succeed('delete');
    } catch (error) {
      feedback.fail(error);
    }
  };

  const columns: TableProps<DesignTrashEntry>['columns'] = [
    {
      key: 'name',
      title: t('design.trash.name'),
      render: (_, entry) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align={CENTER} gap={6}>
            <KindIcon kind={entry.kind} method={entry.method} />
            <span>{entry.name}</span>
          </Flex>
          {entry.path && <Typography.Text type={SECONDARY}>{entry.path}</Typography.Text>}
          {entry.childCount > 0 && (
            <Typography.Text type={SECONDARY}>
              {t('design.trash.withItems', { items: number.format(entry.childCount) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'deletedBy',
      title: t('design.trash.deletedBy'),
      render: (_, entry) => entry.deletedBy?.name ?? t('design.shell.someone'),
    },
    {
      key: 'deletedAt',
      title: t('design.trash.deletedAt'),
      render: (_, entry) => formatTime(entry.deletedAt),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, entry: DesignTrashEntry) => (
              <Space size={0}>
                <Button
                  size={SMALL}
                  type={LINK}
                  onClick={() => void restoreEntry(entry)}
                  data-testid={designTestIdOf.trashRestore(entry.id)}
                >
                  {t('design.trash.restore')}
                </Button>
                <Popconfirm
                  title={t('design.trash.purgeTitle', { name: entry.name })}
                  description={t('design.trash.purgeContent')}
                  okText={t('design.trash.purge')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('design.trash.cancel')}
                  onConfirm={() => purgeEntry(entry)}
                >
                  <Button
                    size={SMALL}
                    type={LINK}
                    danger
                    data-testid={designTestIdOf.trashPurge(entry.id)}
                  >
                    {t('design.trash.purge')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]),
  ];

  return (
    <Flex vertical gap={12} data-testid={DESIGN_TEST_IDS.trashPanel}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('design.trash.search')}
        aria-label={t('design.trash.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <ErrorAlert error={trash.error} />
      <Table<DesignTrashEntry>
        size={SMALL}
        rowKey={ID}
        loading={trash.isFetching}
        dataSource={trash.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: t('design.trash.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: trash.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
