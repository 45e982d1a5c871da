import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  invoiceStatusSchema,
  type listOrdersRoute,
  orderKindSchema,
  orderProductSchema,
  orderStatusSchema,
  PAGINATION,
  type QueryInput,
} from '@heron/contract';
import type { z } from 'zod';

// The order list's filters live in the address (`?status=paid&page=2&q=HR`), so a reload, a
// shared link or the back button shows the same page (spec §3: page 1, 10 per page).

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type OrderKind = z.infer<typeof orderKindSchema>;
export type OrderProduct = z.infer<typeof orderProductSchema>;
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const ORDER_STATUSES = orderStatusSchema.options;
export const ORDER_KINDS = orderKindSchema.options;
export const ORDER_PRODUCTS = orderProductSchema.options;
export const INVOICE_STATUSES = invoiceStatusSchema.options;

export interface OrderListParams {
  page: number;
  pageSize: number;
  status: OrderStatus | undefined;
  kind: OrderKind | undefined;
  product: OrderProduct | undefined;
  invoiceStatus: InvoiceStatus | undefined;
  /** First and last day placed, `YYYY-MM-DD` in the person's own calendar. */
  from: string | undefined;
  to: string | undefined;
  /** Order number, or part of it. */
  q: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

function oneOf<T extends string>(options: readonly T[], raw: string | null): T | undefined {
  return options.find((option) => option === raw);
}

function day(raw: string | null): string | undefined {
  return raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}

/** Whether any filter narrows the list (an empty list then says "no match", not "no orders"). */
export function hasOrderFilters(params: OrderListParams): boolean {
  return (
    params.status !== undefined ||
    params.kind !== undefined ||
    params.product !== undefined ||
    params.invoiceStatus !== undefined ||
    params.from !== undefined ||
    params.to !== undefined ||
    params.q !== ''
  );
}

/** Reads the filters from a query string; anything unknown or malformed is left out. */
export function readOrderFilters(search: URLSearchParams): OrderListParams {
  return {
    page: positiveInt(search.get('page'), PAGINATION.defaultPage),
    pageSize: positiveInt(
      search.get('pageSize'),
      PAGINATION.defaultPageSize,
      PAGINATION.maxPageSize,
    ),
    status: oneOf(ORDER_STATUSES, search.get('status')),
    kind: oneOf(ORDER_KINDS, search.get('kind')),
    product: oneOf(ORDER_PRODUCTS, search.get('product')),
    invoiceStatus: oneOf(INVOICE_STATUSES, search.get('invoiceStatus')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    q: (search.get('q') ?? '').trim(),
  };
}

/**
 * A calendar day as the instant it starts (or, with `end`, the last millisecond it lasts) in the
 * person's time zone: a person filtering "from 1 March" means their own 1 March.
 */
export function dayBoundary(dayText: string, end = false): string {
  const [year, month, date] = dayText.split('-').map(Number) as [number, number, number];
  const at = end
    ? new Date(year, month - 1, date, 23, 59, 59, 999)
    : new Date(year, month - 1, date, 0, 0, 0, 0);
  return at.toISOString();
}

/** The query of listOrdersRoute for these filters. */
export function orderListQuery(params: OrderListParams): QueryInput<typeof listOrdersRoute> {
  return {
    page: params.page,
    pageSize: params.pageSize,
    status: params.status,
    kind: params.kind,
    product: params.product,
    invoiceStatus: params.invoiceStatus,
    from: params.from ? dayBoundary(params.from) : undefined,
    to: params.to ? dayBoundary(params.to, true) : undefined,
    q: params.q || undefined,
  };
}

type FilterChanges = Partial<Omit<OrderListParams, 'page' | 'pageSize'>>;

/** The order filters of the address, and ways to change them (a new filter starts at page 1). */
export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const params = useMemo(() => readOrderFilters(new URLSearchParams(key)), [key]);

  const write = useCallback(
    (changes: Partial<OrderListParams>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const isDefault =
            value === undefined ||
            value === '' ||
            (name === 'page' && value === PAGINATION.defaultPage) ||
            (name === 'pageSize' && value === PAGINATION.defaultPageSize);
          if (isDefault) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: FilterChanges) => write({ ...changes, page: PAGINATION.defaultPage }),
    [write],
  );
  const setPage = useCallback(
    (page: number, pageSize: number) =>
      write({
        page: pageSize === params.pageSize ? page : PAGINATION.defaultPage,
        pageSize,
      }),
    [write, params.pageSize],
  );
  const clearFilters = useCallback(
    () =>
      write({
        page: PAGINATION.defaultPage,
        status: undefined,
        kind: undefined,
        product: undefined,
        invoiceStatus: undefined,
        from: undefined,
        to: undefined,
        q: '',
      }),
    [write],
  );
  return { params, setFilters, setPage, clearFilters };
}
