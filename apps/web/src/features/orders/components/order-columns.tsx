import { Flex, Typography, type TableColumnType } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';

const SECONDARY = 'secondary';
const RIGHT = 'right';
// Long team names end in "…" (the full name in the tooltip and the details) rather than
// widening the column.
const SPACE_STYLE = { maxWidth: 180 } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface OrderProductColumnsOptions {
  /** Under what was bought, whom for: personal, or the team's name (lists of several spaces). */
  showSpace?: boolean;
}

/** What an order bought and what was paid: the columns every list of orders shows. */
export function useOrderProductColumns({
  showSpace = false,
}: OrderProductColumnsOptions = {}): TableColumnType<Order>[] {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return [
    {
      key: 'product',
      title: t('billing.orders.columns.product'),
      render: (_, order) => {
        const product = t(`billing.products.${order.product}`);
        if (!showSpace) return product;
        const space =
          order.kind === 'team' && order.teamName
            ? t('billing.orders.forTeam', { name: order.teamName })
            : t(`billing.orderKind.${order.kind}`);
        return (
          <Flex vertical>
            <span>{product}</span>
            <Typography.Text type={SECONDARY} ellipsis={{ tooltip: space }} style={SPACE_STYLE}>
              {space}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'amount',
      title: t('billing.orders.columns.amount'),
      align: RIGHT,
      render: (_, order) => (
        <span style={NO_WRAP}>{format.money(order.amountFen, order.currency)}</span>
      ),
    },
  ];
}
