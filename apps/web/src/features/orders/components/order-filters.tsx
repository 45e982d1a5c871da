import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_STATUSES,
  ORDER_KINDS,
  ORDER_PRODUCTS,
  ORDER_STATUSES,
  type OrderListParams,
  hasOrderFilters,
} from '../lib/order-filters';

const TOOLBAR = { gap: 12, wrap: 'wrap', align: 'center' } as const;
const SELECT_WIDTH = 160;
const SEARCH_WIDTH = 240;
const DATE_WIDTH = 160;
const DATE = 'date';

type Changes = Partial<Omit<OrderListParams, 'page' | 'pageSize'>>;

export interface OrderFiltersProps {
  params: OrderListParams;
  onChange: (changes: Changes) => void;
  onClear: () => void;
}

/**
 * The filters of the order list: status, type (personal or team), product, invoice status, the
 * days it was placed, and the order number.
 */
export function OrderFilters({ params, onChange, onClear }: OrderFiltersProps) {
  const { t } = useTranslation();
  const hasFilters = hasOrderFilters(params);
  return (
    <Flex {...TOOLBAR}>
      <Input.Search
        key={params.q}
        defaultValue={params.q}
        allowClear
        aria-label={t('billing.filters.orderNo')}
        placeholder={t('billing.filters.orderNo')}
        onSearch={(q) => onChange({ q: q.trim() })}
        style={{ width: SEARCH_WIDTH }}
      />
      <Select
        aria-label={t('billing.filters.status')}
        placeholder={t('billing.filters.status')}
        allowClear
        value={params.status}
        onChange={(status) => onChange({ status })}
        style={{ width: SELECT_WIDTH }}
        options={ORDER_STATUSES.map((value) => ({
          value,
          label: t(`billing.orderStatus.${value}`),
        }))}
      />
      <Select
        aria-label={t('billing.filters.kind')}
        placeholder={t('billing.filters.kind')}
        allowClear
        value={params.kind}
        onChange={(kind) => onChange({ kind })}
        style={{ width: SELECT_WIDTH }}
        options={ORDER_KINDS.map((value) => ({ value, label: t(`billing.orderKind.${value}`) }))}
      />
      <Select
        aria-label={t('billing.filters.product')}
        placeholder={t('billing.filters.product')}
        allowClear
        value={params.product}
        onChange={(product) => onChange({ product })}
        style={{ width: SELECT_WIDTH }}
        options={ORDER_PRODUCTS.map((value) => ({
          value,
          label: t(`billing.products.${value}`),
        }))}
      />
      <Select
        aria-label={t('billing.filters.invoiceStatus')}
        placeholder={t('billing.filters.invoiceStatus')}
        allowClear
        value={params.invoiceStatus}
        onChange={(invoiceStatus) => onChange({ invoiceStatus })}
        style={{ width: SELECT_WIDTH }}
        options={INVOICE_STATUSES.map((value) => ({
          value,
          label: t(`billing.invoiceStatus.${value}`),
        }))}
      />
      <Input
        type={DATE}
        aria-label={t('billing.filters.from')}
        prefix={t('billing.filters.from')}
        value={params.from ?? ''}
        max={params.to}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
        style={{ width: DATE_WIDTH + 40 }}
      />
      <Input
        type={DATE}
        aria-label={t('billing.filters.to')}
        prefix={t('billing.filters.to')}
        value={params.to ?? ''}
        min={params.from}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
        style={{ width: DATE_WIDTH + 40 }}
      />
      {hasFilters && <Button onClick={onClear}>{t('billing.filters.clear')}</Button>}
    </Flex>
  );
}
