import { Card, Table, type TableProps } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../../components/empty';
import { orderManagePath } from '../lib/billing-paths';
import { useBillingFormat } from '../lib/format';
import { useOrderProductColumns } from './order-columns';
import { InvoiceStatusTag } from './order-tags';

const ROW_KEY = 'orderNo';
const SMALL = 'small';
const SCROLL = { x: 'max-content' } as const;

/** The team's paid orders, newest first (spec §2 billing "payment history"). */
export function PaymentHistory({ payments }: { payments: Order[] }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const productColumns = useOrderProductColumns();
  const columns: TableProps<Order>['columns'] = [
    {
      key: 'paidAt',
      title: t('billing.orders.columns.paidAt'),
      render: (_, order) => (order.paidAt ? format.dateTime(order.paidAt) : null),
    },
    {
      key: 'orderNo',
      title: t('billing.orders.columns.orderNo'),
      render: (_, order) => <Link to={orderManagePath({ q: order.orderNo })}>{order.orderNo}</Link>,
    },
    ...productColumns,
    {
      key: 'buyer',
      title: t('billing.orders.columns.buyer'),
      render: (_, order) => order.buyerName,
    },
    {
      key: 'invoice',
      title: t('billing.orders.columns.invoiceStatus'),
      render: (_, order) => <InvoiceStatusTag status={order.invoiceStatus} />,
    },
  ];
  return (
    <Card
      title={t('billing.history.title')}
      extra={<Link to={orderManagePath()}>{t('billing.history.allOrders')}</Link>}
    >
      <Table<Order>
        rowKey={ROW_KEY}
        size={SMALL}
        columns={columns}
        dataSource={payments}
        pagination={false}
        scroll={SCROLL}
        locale={{ emptyText: <Empty description={t('billing.history.empty')} /> }}
      />
    </Card>
  );
}
