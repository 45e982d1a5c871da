import type { TableColumnType } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';

/** What an order bought and what was paid: the columns every list of orders shows. */
export function useOrderProductColumns(): TableColumnType<Order>[] {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return [
    {
      key: 'product',
      title: t('billing.orders.columns.product'),
      render: (_, order) => t(`billing.products.${order.product}`),
    },
    {
      key: 'amount',
      title: t('billing.orders.columns.amount'),
      render: (_, order) => format.money(order.amountFen, order.currency),
    },
  ];
}
