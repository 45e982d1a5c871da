import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
const RANGE_WIDTH = 260;
const GROUP = 'group';
/** The days of the address (`?from=2025-03-01`), as the picker reads and writes them. */
const DAY = 'YYYY-MM-DD';
// Either end may stay open: "since 1 March" or "until 31 March".
const ALLOW_EMPTY: [boolean, boolean] = [true, true];

const dayOf = (text: string | undefined): Dayjs | null => (text ? dayjs(text) : null);

type Changes = Partial<Omit<OrderListParams, 'page' | 'pageSize'>>;

export interface OrderFiltersProps {
  params: OrderListParams;
  onChange: (changes: Changes) => void;
  onClear: () => void;
}

/**
 * The filters of the order list: status, type (personal or team), product, invoice status, the
 * days it was placed (antd's range picker, in the UI language), and the order number.
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
      {/* The two ends are named by their placeholders, the pair by the group. */}
      <span role={GROUP} aria-label={t('billing.filters.placed')}>
        <DatePicker.RangePicker
          allowEmpty={ALLOW_EMPTY}
          value={[dayOf(params.from), dayOf(params.to)]}
          placeholder={[t('billing.filters.from'), t('billing.filters.to')]}
          onChange={(days) =>
            onChange({
              from: days?.[0]?.format(DAY) ?? undefined,
              to: days?.[1]?.format(DAY) ?? undefined,
            })
          }
          style={{ width: RANGE_WIDTH }}
        />
      </span>
      {hasFilters && <Button onClick={onClear}>{t('billing.filters.clear')}</Button>}
    </Flex>
  );
}
