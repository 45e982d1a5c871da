import { App, Button, Flex, Space, Table, Typography, type TableProps } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/empty';
import { useErrorMessage } from '../../../lib/error-message';
import type { OrderPage } from '../api/list-orders';
import { useOrderPayment } from '../api/get-order-payment';
import type { OrderPayment } from '../api/place-order';
import { useSettleOrder } from '../api/settle-order';
import { orderCancelPath } from '../lib/billing-paths';
import { useBillingFormat } from '../lib/format';
import { useTablePagination } from '../lib/table-paging';
import { OrderDetails } from './order-details';
import { useOrderProductColumns } from './order-columns';
import { InvoiceStatusTag, OrderStatusTag } from './order-tags';

const ROW_KEY = 'orderNo';
const SCROLL = { x: 'max-content' } as const;
const LINK = 'link';
const SMALL = 'small';
const SECONDARY = 'secondary';

export interface OrdersTableProps {
  data: OrderPage | undefined;
  page: number;
  pageSize: number;
  isLoading: boolean;
  hasFilters: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  /** A pending order's QR code, to pay it now. */
  onPay: (payment: OrderPayment) => void;
  onInvoice: (order: Order) => void;
}

/**
 * One page of orders (spec §3: number, type, amount actually paid, payment time, details,
 * invoice status), each row opening its details, with what may be done to it now: pay or cancel
 * while pending, apply for an invoice once paid, a refund under the money-back guarantee.
 */
export function OrdersTable({
  data,
  page,
  pageSize,
  isLoading,
  hasFilters,
  onPageChange,
  onPay,
  onInvoice,
}: OrdersTableProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const payment = useOrderPayment();
  const settle = useSettleOrder();

  const pay = (order: Order) =>
    payment.mutate(order.orderNo, {
      onSuccess: onPay,
      onError: (error) => void message.error(errorMessage(error)),
    });
  const cancel = (order: Order) =>
    modal.confirm({
      title: t('billing.orders.cancelTitle', { orderNo: order.orderNo }),
      content: t('billing.orders.cancelExplained'),
      okText: t('billing.orders.cancelConfirm'),
      cancelText: t('billing.common.back'),
      okButtonProps: { danger: true },
      onOk: () =>
        settle.mutateAsync(
          { orderNo: order.orderNo, action: 'cancel' },
          {
            onSuccess: () => void navigate(orderCancelPath(order.orderNo)),
            onError: (error) => void message.error(errorMessage(error)),
          },
        ),
    });
  const refund = (order: Order) =>
    modal.confirm({
      title: t('billing.support.refundTitle'),
      content: t('billing.orders.refundExplained', { amount: format.money(order.amountFen) }),
      okText: t('billing.support.refund'),
      cancelText: t('billing.common.back'),
      okButtonProps: { danger: true },
      onOk: () =>
        settle.mutateAsync(
          { orderNo: order.orderNo, action: 'refund' },
          {
            onSuccess: () => void message.success(t('billing.support.refunded')),
            onError: (error) => void message.error(errorMessage(error)),
          },
        ),
    });

  const pagination = useTablePagination({
    page,
    pageSize,
    total: data?.total ?? 0,
    onPageChange,
  });
  const productColumns = useOrderProductColumns();
  const columns: TableProps<Order>['columns'] = [
    {
      key: 'orderNo',
      title: t('billing.orders.columns.orderNo'),
      render: (_, order) => <Typography.Text copyable>{order.orderNo}</Typography.Text>,
    },
    {
      key: 'kind',
      title: t('billing.orders.columns.kind'),
      render: (_, order) => (
        <Flex vertical>
          <span>{t(`billing.orderKind.${order.kind}`)}</span>
          {order.teamName && order.kind === 'team' && (
            <Typography.Text type={SECONDARY}>{order.teamName}</Typography.Text>
          )}
        </Flex>
      ),
    },
    ...productColumns,
    {
      key: 'status',
      title: t('billing.orders.columns.status'),
      render: (_, order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'createdAt',
      title: t('billing.orders.columns.createdAt'),
      render: (_, order) => format.dateTime(order.createdAt),
    },
    {
      key: 'paidAt',
      title: t('billing.orders.columns.paidAt'),
      render: (_, order) => (order.paidAt ? format.dateTime(order.paidAt) : null),
    },
    {
      key: 'invoiceStatus',
      title: t('billing.orders.columns.invoiceStatus'),
      render: (_, order) => <InvoiceStatusTag status={order.invoiceStatus} />,
    },
    {
      key: 'actions',
      title: t('billing.orders.columns.actions'),
      fixed: 'right',
      render: (_, order) => (
        <Space size={0} wrap>
          {order.status === 'pending' && (
            <>
              <Button
                type={LINK}
                size={SMALL}
                loading={payment.isPending && payment.variables === order.orderNo}
                onClick={() => pay(order)}
              >
                {t('billing.orders.pay')}
              </Button>
              <Button type={LINK} size={SMALL} danger onClick={() => cancel(order)}>
                {t('billing.orders.cancel')}
              </Button>
            </>
          )}
          {order.canInvoice && (
            <Button type={LINK} size={SMALL} onClick={() => onInvoice(order)}>
              {t('billing.orders.applyInvoice')}
            </Button>
          )}
          {order.isRefundable && (
            <Button type={LINK} size={SMALL} danger onClick={() => refund(order)}>
              {t('billing.support.refund')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Order>
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading}
      scroll={SCROLL}
      expandable={{ expandedRowRender: (order) => <OrderDetails order={order} /> }}
      locale={{
        emptyText: (
          <Empty
            description={hasFilters ? t('billing.orders.noMatch') : t('billing.orders.empty')}
          />
        ),
      }}
      pagination={pagination}
    />
  );
}
