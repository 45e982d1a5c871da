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

const INVOICE_COLOUR: Record<Order['invoiceStatus'], string> = {
  none: 'default',
  pending: 'processing',
  issued: 'success',
};

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`billing.orderStatus.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: Order['invoiceStatus'] }) {
  const { t } = useTranslation();
  return <Tag color={INVOICE_COLOUR[status]}>{t(`billing.invoiceStatus.${status}`)}</Tag>;
}
