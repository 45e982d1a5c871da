import { useMemo, type HTMLAttributes } from 'react';
import {
  App,
  Button,
  Flex,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import type { MockLogEntry } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { methodColour } from '../../../components/http/method-colours';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useClearMockLog, useMockLog } from '../api/mock-log';
import { MOCK_TEST_IDS, mockTestIdOf } from '../test-ids';
import { formatMs, formatTimeOfDay } from './format-measures';

const SMALL = 'small';
const TEXT = 'text';
const TITLE_LEVEL = 5;
const BETWEEN = 'space-between';
const CENTER = 'center';
const SECONDARY = 'secondary';
const CLEAR_OK_PROPS = { danger: true, 'data-testid': MOCK_TEST_IDS.clearLogOk };
const ROW_KEY = 'seq';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';
const PAGINATION = { pageSize: 50, size: SMALL, showSizeChanger: false } as const;
const SCROLL = { x: true } as const;

/** A status's colour: success green, redirects the accent, client errors orange, server errors red. */
function statusColour(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return ACCENT_TAG_COLOUR;
  return 'green';
}

export interface MockLogTableProps {
  projectId: string;
  /** Polls only while the panel is open. */
  isOpen: boolean;
  readOnly: boolean;
}

/** The last requests the mock served, newest first, refreshed while the panel is open. */
export function MockLogTable({ projectId, isOpen, readOnly }: MockLogTableProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const log = useMockLog(projectId, isOpen);
  const clear = useClearMockLog();
  const language = i18n.language;

  const rows = useMemo(() => [...(log.data?.items ?? [])].reverse(), [log.data]);

  const columns: TableProps<MockLogEntry>['columns'] = [
    {
      key: 'time',
      title: t('mock.log.column.time'),
      render: (_, entry) => formatTimeOfDay(entry.at, language),
    },
    {
      key: 'method',
      title: t('mock.log.column.method'),
      render: (_, entry) => (
        <span style={{ color: methodColour(entry.method), fontWeight: 600, fontFamily: MONO }}>
          {entry.method.toUpperCase()}
        </span>
      ),
    },
    {
      key: 'path',
      title: t('mock.log.column.path'),
      render: (_, entry) => (
        <Typography.Text style={{ fontFamily: MONO, wordBreak: 'break-all' }}>
          {entry.path}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('mock.log.column.status'),
      render: (_, entry) => <Tag color={statusColour(entry.status)}>{entry.status}</Tag>,
    },
    {
      key: 'rule',
      title: t('mock.log.column.rule'),
      render: (_, entry) => (
        <Tooltip title={entry.detail ?? undefined}>
          <span>{t(`mock.rule.${entry.rule}`)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'duration',
      title: t('mock.log.column.duration'),
      align: 'right',
      render: (_, entry) => formatMs(entry.durationMs, language),
    },
  ];

  const clearLog = async () => {
    try {
      await clear.mutateAsync({ projectId });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify={BETWEEN} align={CENTER}>
        <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
          {t('mock.log.title')}
        </Typography.Title>
        <Popconfirm
          title={t('mock.log.clearTitle')}
          okText={t('mock.log.clear')}
          okButtonProps={CLEAR_OK_PROPS}
          cancelText={t('mock.panel.cancel')}
          onConfirm={() => void clearLog()}
          disabled={readOnly || rows.length === 0}
        >
          <Button
            size={SMALL}
            type={TEXT}
            danger
            icon={<ClearOutlined />}
            disabled={readOnly || rows.length === 0}
            loading={clear.isPending}
            data-testid={MOCK_TEST_IDS.clearLog}
          >
            {t('mock.log.clear')}
          </Button>
        </Popconfirm>
      </Flex>
      <Typography.Text type={SECONDARY}>{t('mock.log.help')}</Typography.Text>
      <ErrorAlert error={log.error} />
      <Table<MockLogEntry>
        size={SMALL}
        rowKey={ROW_KEY}
        columns={columns}
        dataSource={rows}
        loading={log.isPending && isOpen}
        pagination={rows.length > PAGINATION.pageSize ? PAGINATION : false}
        scroll={SCROLL}
        locale={{ emptyText: t('mock.log.empty') }}
        onRow={(entry) =>
          ({ 'data-testid': mockTestIdOf.logRow(entry.seq) }) as HTMLAttributes<HTMLElement>
        }
        data-testid={MOCK_TEST_IDS.logTable}
      />
    </Flex>
  );
}
