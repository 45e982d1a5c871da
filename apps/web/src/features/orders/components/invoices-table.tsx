import type { ReactNode } from 'react';
import { Table, Tag, type TableProps } from 'antd';
import type { Invoice } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import type { InvoicePage } from '../api/list-invoices';
import { useBillingFormat } from '../lib/format';
import { useTablePagination } from '../lib/table-paging';

const ROW_KEY = 'id';
const SCROLL = { x: 'max-content' } as const;
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
  const columns: TableProps<Invoice>['columns'] = [
    {
      key: 'appliedAt',
      title: t('billing.invoices.columns.appliedAt'),
      render: (_, invoice) => format.dateTime(invoice.appliedAt),
    },
    ...(showApplicant
      ? [
          {
            key: 'applicant',
            title: t('billing.invoices.columns.applicant'),
            render: (_: unknown, invoice: Invoice) => invoice.applicantName,
          },
        ]
      : []),
    {
      key: 'orderNo',
      title: t('billing.orders.columns.orderNo'),
      render: (_, invoice) => invoice.orderNo,
    },
    {
      key: 'type',
      title: t('billing.invoice.type'),
      render: (_, invoice) => t(`billing.invoiceTypes.${invoice.type}`),
    },
    {
      key: 'title',
      title: t('billing.invoice.invoiceTitle'),
      render: (_, invoice) => invoice.title,
    },
    {
      key: 'taxNumber',
      title: t('billing.invoice.taxNumber'),
      render: (_, invoice) => invoice.taxNumber,
    },
    {
      key: 'amount',
      title: t('billing.invoice.amount'),
      render: (_, invoice) => format.money(invoice.amountFen),
    },
    {
      key: 'recipient',
      title: t('billing.invoices.columns.recipient'),
      render: (_, invoice) =>
        t('billing.invoices.recipientLine', {
          name: invoice.recipientName,
          phone: invoice.phone,
          address: invoice.address,
        }),
    },
    {
      key: 'status',
      title: t('billing.invoices.columns.status'),
      render: (_, invoice) => (
        <Tag color={STATUS_COLOUR[invoice.status]}>
          {t(`billing.invoices.status.${invoice.status}`)}
        </Tag>
      ),
    },
    {
      key: 'issuedAt',
      title: t('billing.invoices.columns.issuedAt'),
      render: (_, invoice) => (invoice.issuedAt ? format.dateTime(invoice.issuedAt) : null),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('billing.orders.columns.actions'),
            fixed: 'right' as const,
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
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={pagination}
    />
  );
}
