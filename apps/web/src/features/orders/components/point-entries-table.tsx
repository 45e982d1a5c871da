import { Flex, Table, Tag, Typography, type TableProps } from 'antd';
import type { PointEntry } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import type { PointEntryPage } from '../api/points';
import { useBillingFormat } from '../lib/format';
import { useTablePagination } from '../lib/table-paging';

const ROW_KEY = 'id';
const SCROLL = { x: 'max-content' } as const;
const GRANT_COLOUR = 'success';
const CONSUMPTION_COLOUR = 'processing';
const WARNING_COLOUR = 'warning';
const SECONDARY = 'secondary';
const SUCCESS = 'success';
const SOURCES = ['plan', 'package', 'phoneRegistration', 'admin'] as const;

export interface PointEntriesTableProps {
  data: PointEntryPage | undefined;
  page: number;
  pageSize: number;
  isLoading: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

/**
 * Points details (spec §2, §3): every grant (when, how many, from what, until when, what is left)
 * and every consumption (when, the project, the function, the member, and how many came from
 * team and from personal points; an interrupted service still deducts, spec §9).
 */
export function PointEntriesTable({
  data,
  page,
  pageSize,
  isLoading,
  onPageChange,
}: PointEntriesTableProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const none = t('billing.common.none');
  const sourceLabel = (source: string) =>
    SOURCES.find((known) => known === source)
      ? t(`billing.points.sources.${source as (typeof SOURCES)[number]}`)
      : t('billing.points.sources.other');

  const pagination = useTablePagination({
    page,
    pageSize,
    total: data?.total ?? 0,
    onPageChange,
  });
  const columns: TableProps<PointEntry>['columns'] = [
    {
      key: 'at',
      title: t('billing.points.columns.at'),
      render: (_, entry) => format.dateTime(entry.at),
    },
    {
      key: 'entry',
      title: t('billing.points.columns.entry'),
      render: (_, entry) =>
        entry.entry === 'grant' ? (
          <Tag color={GRANT_COLOUR}>{t('billing.points.grant')}</Tag>
        ) : (
          <Tag color={CONSUMPTION_COLOUR}>{t('billing.points.consumption')}</Tag>
        ),
    },
    {
      key: 'amount',
      title: t('billing.points.columns.amount'),
      render: (_, entry) =>
        entry.entry === 'grant' ? (
          <Typography.Text type={SUCCESS}>
            {t('billing.points.plus', { amount: format.number(entry.amount) })}
          </Typography.Text>
        ) : (
          t('billing.points.minus', { amount: format.number(entry.amount) })
        ),
    },
    {
      key: 'what',
      title: t('billing.points.columns.what'),
      render: (_, entry) =>
        entry.entry === 'grant' ? (
          <Flex vertical>
            <span>{sourceLabel(entry.source)}</span>
            {entry.orderNo && <Typography.Text type={SECONDARY}>{entry.orderNo}</Typography.Text>}
          </Flex>
        ) : (
          <Flex gap={4} wrap>
            <span>{t(`billing.points.functions.${entry.function}`)}</span>
            {entry.isInterrupted && (
              <Tag color={WARNING_COLOUR}>{t('billing.points.interrupted')}</Tag>
            )}
          </Flex>
        ),
    },
    {
      key: 'project',
      title: t('billing.points.columns.project'),
      render: (_, entry) => (entry.entry === 'consumption' ? (entry.projectName ?? none) : null),
    },
    {
      key: 'member',
      title: t('billing.points.columns.member'),
      render: (_, entry) => (entry.entry === 'consumption' ? (entry.memberName ?? none) : null),
    },
    {
      key: 'more',
      title: t('billing.points.columns.more'),
      render: (_, entry) =>
        entry.entry === 'grant'
          ? t('billing.points.grantMore', {
              remaining: format.number(entry.remaining),
              expiry: entry.expiresAt ? format.date(entry.expiresAt) : t('billing.points.noExpiry'),
            })
          : t('billing.points.split', {
              team: format.number(entry.fromTeam),
              personal: format.number(entry.fromPersonal),
            }),
    },
  ];

  return (
    <Table<PointEntry>
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading}
      scroll={SCROLL}
      locale={{ emptyText: <Empty description={t('billing.points.empty')} /> }}
      pagination={pagination}
    />
  );
}
