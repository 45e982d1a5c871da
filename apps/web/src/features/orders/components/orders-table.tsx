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
// The columns share the page's width, their text wrapping; only a window narrower than this
// scrolls the table sideways (the actions stay in view). `max-content` made every column as
// wide as its longest line, and at 1440 px the invoice status slid under the actions (issue 21).
const SCROLL = { x: 1080 } as const;
const ACTIONS_WIDTH = 180;
const AUTO = 'auto';
// An order number is one word: it never breaks across lines.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
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
  const productColumns = useOrderProductColumns({ showSpace: true });
  // Spec §3's fields, in as few columns as read well at 1280 px (issue 21): the order number
  // carries when it was placed, what was bought carries whom for; the rest is in the details.
  const columns: TableProps<Order>['columns'] = [
    {
      key: 'orderNo',
      title: t('billing.orders.columns.orderNo'),
      render: (_, order) => (
        <Flex vertical>
          <Typography.Text copyable style={NO_WRAP}>
            {order.orderNo}
          </Typography.Text>
          <Typography.Text type={SECONDARY}>
            {t('billing.orders.placedAt', { time: format.dateTime(order.createdAt) })}
          </Typography.Text>
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
      // Two actions wrap onto two lines instead of widening the table.
      width: ACTIONS_WIDTH,
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
      // Columns as wide as their content needs, not equal shares (a fixed column would make antd
      // lay the table out fixed).
      tableLayout={AUTO}
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
