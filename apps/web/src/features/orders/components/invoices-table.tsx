import type { ReactNode } from 'react';
import { Flex, Table, Tag, Typography, type TableProps } from 'antd';
import type { Invoice } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import type { InvoicePage } from '../api/list-invoices';
import { useBillingFormat } from '../lib/format';
import { useTablePagination } from '../lib/table-paging';
import { TAG_WRAP } from './order-tags';

const ROW_KEY = 'id';
// Fixed widths for what is short and known, the rest of the page for the title and the address
// (they shrink, ending in "…"); a window narrower than this scrolls sideways (issue 21).
const SCROLL = { x: 1080 } as const;
const ELLIPSIS = { showTitle: true } as const;
const ORDER_WIDTH = 225;
const APPLICANT_WIDTH = 120;
const TAX_NUMBER_WIDTH = 190;
const AMOUNT_WIDTH = 125;
const STATUS_WIDTH = 140;
const ACTIONS_WIDTH = 110;
const SECONDARY = 'secondary';
// An order number, a tax number or an amount is one word: it never breaks across lines.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const RIGHT = 'right';
const START = 'start';
const FIXED = 'fixed';
const STATUS_COLOUR = { pending: 'processing', issued: 'success' } as const;

export interface InvoicesTableProps {
  data: InvoicePage | undefined;
  page: number;
  pageSize: number;
  isLoading: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  /** Shows who applied (the admin's view of everyone's applications). */
  showApplicant?: boolean;
  /** A last column of actions (the admin's "Issue"). */
  actions?: (invoice: Invoice) => ReactNode;
  emptyText: string;
}

/**
 * Invoice applications (spec §2 "invoice application records", §3): when applied for, the order,
 * type, title, tax number, amount, where it goes, and the status (pending issue, then issued).
 */
export function InvoicesTable({
  data,
  page,
  pageSize,
  isLoading,
  onPageChange,
  showApplicant = false,
  actions,
  emptyText,
}: InvoicesTableProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const pagination = useTablePagination({
    page,
    pageSize,
    total: data?.total ?? 0,
    onPageChange,
  });
  // Spec §3's fields of an invoice in columns that fit 1280 px (issue 21): the order number
  // carries when it was applied for, the title its type, the status when it was issued; the
  // long title and address end in "…" with the whole text in a tooltip.
  const columns: TableProps<Invoice>['columns'] = [
    {
      key: 'orderNo',
      title: t('billing.orders.columns.orderNo'),
      width: ORDER_WIDTH,
      render: (_, invoice) => (
        <Flex vertical>
          <span style={NO_WRAP}>{invoice.orderNo}</span>
          <Typography.Text type={SECONDARY}>
            {t('billing.invoices.appliedAtLine', { time: format.dateTime(invoice.appliedAt) })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(showApplicant
      ? [
          {
            key: 'applicant',
            title: t('billing.invoices.columns.applicant'),
            width: APPLICANT_WIDTH,
            ellipsis: ELLIPSIS,
            render: (_: unknown, invoice: Invoice) => invoice.applicantName,
          },
        ]
      : []),
    {
      key: 'title',
      title: t('billing.invoice.invoiceTitle'),
      render: (_, invoice) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: invoice.title }}>{invoice.title}</Typography.Text>
          <Typography.Text type={SECONDARY} ellipsis>
            {t(`billing.invoiceTypes.${invoice.type}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'taxNumber',
      title: t('billing.invoice.taxNumber'),
      width: TAX_NUMBER_WIDTH,
      render: (_, invoice) => <span style={NO_WRAP}>{invoice.taxNumber}</span>,
    },
    {
      key: 'amount',
      title: t('billing.invoice.amount'),
      width: AMOUNT_WIDTH,
      align: RIGHT,
      render: (_, invoice) => <span style={NO_WRAP}>{format.money(invoice.amountFen)}</span>,
    },
    {
      key: 'recipient',
      title: t('billing.invoices.columns.recipient'),
      render: (_, invoice) => {
        const who = t('billing.invoices.recipientWho', {
          name: invoice.recipientName,
          phone: invoice.phone,
        });
        return (
          <Flex vertical>
            <Typography.Text ellipsis={{ tooltip: who }}>{who}</Typography.Text>
            <Typography.Text type={SECONDARY} ellipsis={{ tooltip: invoice.address }}>
              {invoice.address}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'status',
      title: t('billing.invoices.columns.status'),
      width: STATUS_WIDTH,
      render: (_, invoice) => (
        <Flex vertical align={START} gap={2}>
          <Tag color={STATUS_COLOUR[invoice.status]} style={TAG_WRAP}>
            {t(`billing.invoices.status.${invoice.status}`)}
          </Tag>
          {invoice.issuedAt && (
            <Typography.Text type={SECONDARY}>{format.date(invoice.issuedAt)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('billing.orders.columns.actions'),
            fixed: 'right' as const,
            width: ACTIONS_WIDTH,
            render: (_: unknown, invoice: Invoice) => actions(invoice),
          },
        ]
      : []),
  ];
  return (
    <Table<Invoice>
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading}
      scroll={SCROLL}
      // The widths above hold, and the title and address take what is left.
      tableLayout={FIXED}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={pagination}
    />
  );
}
