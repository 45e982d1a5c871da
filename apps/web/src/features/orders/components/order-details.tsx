import { Descriptions, Flex } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';
import { QuoteSummary } from './quote-summary';

const SMALL = 'small';
const COLUMNS = { xs: 1, md: 2, xl: 3 } as const;

/** What an order bought and how its amount was made (its quote), and its payment. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const none = t('billing.common.none');
  const items = [
    {
      key: 'space',
      label: t('billing.orders.columns.space'),
      children: order.teamName ?? t('billing.teamPicker.personal'),
    },
    {
      key: 'buyer',
      label: t('billing.orders.columns.buyer'),
      children: order.buyerName ?? none,
    },
    {
      key: 'provider',
      label: t('billing.checkout.method'),
      children: t(`billing.providers.${order.provider}`),
    },
    {
      key: 'createdAt',
      label: t('billing.orders.columns.createdAt'),
      children: format.dateTime(order.createdAt),
    },
    {
      key: 'paidAt',
      label: t('billing.orders.columns.paidAt'),
      children: order.paidAt ? format.dateTime(order.paidAt) : none,
    },
    ...(order.status === 'pending'
      ? [
          {
            key: 'expiresAt',
            label: t('billing.orders.columns.payBefore'),
            children: format.dateTime(order.expiresAt),
          },
        ]
      : []),
    ...(order.refundedAt
      ? [
          {
            key: 'refundedAt',
            label: t('billing.orders.columns.refundedAt'),
            children: format.dateTime(order.refundedAt),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Descriptions size={SMALL} column={COLUMNS} items={items} />
      <QuoteSummary quote={order.details} />
    </Flex>
  );
}
