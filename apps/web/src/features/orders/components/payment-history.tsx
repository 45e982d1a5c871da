import { LockOutlined } from '@ant-design/icons';
import { Card, Table, Typography, type TableProps } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../../components/empty';
import { orderManagePath } from '../lib/billing-paths';
import { useBillingFormat } from '../lib/format';
import { BILLING_TEST_IDS } from '../test-ids';
import { useOrderProductColumns } from './order-columns';
import { InvoiceStatusTag } from './order-tags';

const ROW_KEY = 'orderNo';
const SMALL = 'small';
const SCROLL = { x: 'max-content' } as const;
const SECONDARY = 'secondary';

export interface PaymentHistoryProps {
  payments: Order[];
  /**
   * Whether the caller may see what the team paid (its admins, super admins). A plain member
   * is told whose it is instead of being shown an empty history (issue 21).
   */
  canView: boolean;
}

/** The team's paid orders, newest first (spec §2 billing "payment history"). */
export function PaymentHistory({ payments, canView }: PaymentHistoryProps) {
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
  if (!canView) {
    return (
      <Card title={t('billing.history.title')} data-testid={BILLING_TEST_IDS.paymentHistory}>
        <Typography.Text type={SECONDARY}>
          <LockOutlined /> {t('billing.history.adminsOnly')}
        </Typography.Text>
      </Card>
    );
  }
  return (
    <Card
      title={t('billing.history.title')}
      extra={<Link to={orderManagePath()}>{t('billing.history.allOrders')}</Link>}
      data-testid={BILLING_TEST_IDS.paymentHistory}
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
