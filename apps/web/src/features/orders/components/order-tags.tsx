import { Tag } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOUR: Record<Order['status'], string> = {
  pending: 'processing',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
  refunded: 'warning',
};

/**
 * A status in a table cell may wrap (a long one, as Indonesian's "Menunggu pembayaran", would
 * otherwise widen the table past the page at 1280 px, issue 21).
 */
export const TAG_WRAP = { whiteSpace: 'normal' } as const;

const INVOICE_COLOUR: Record<Order['invoiceStatus'], string> = {
  none: 'default',
  pending: 'processing',
  issued: 'success',
};

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOUR[status]} style={TAG_WRAP}>
      {t(`billing.orderStatus.${status}`)}
    </Tag>
  );
}

export function InvoiceStatusTag({ status }: { status: Order['invoiceStatus'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={INVOICE_COLOUR[status]} style={TAG_WRAP}>
      {t(`billing.invoiceStatus.${status}`)}
    </Tag>
  );
}
