import { useEffect, useState } from 'react';
import { App, Button, Flex, Segmented, Tabs } from 'antd';
import { PAGINATION, type Invoice, type Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { ApiError } from '../../lib/api-client';
import { useInstanceAbilities } from '../../lib/get-instance-abilities';
import { useErrorMessage } from '../../lib/error-message';
import { useAdminInvoices, useIssueInvoice } from './api/admin-invoices';
import { useInvoices } from './api/list-invoices';
import { useOrders } from './api/list-orders';
import type { OrderPayment } from './api/place-order';
import { BillingFrame } from './components/billing-frame';
import { InvoiceDialog } from './components/invoice-dialog';
import { InvoicesTable } from './components/invoices-table';
import { OrderFilters } from './components/order-filters';
import { OrdersTable } from './components/orders-table';
import { PaymentDialog } from './components/payment-dialog';
import { hasOrderFilters, useOrderFilters } from './lib/order-filters';

const TABS = ['orders', 'invoices', 'issue'] as const;
type Tab = (typeof TABS)[number];
const TAB = 'tab';
const TEAM_ID = 'teamId';
const SCREEN = 'order-manage';
const PRIMARY = 'primary';
const SMALL = 'small';
const ADMIN_STATUSES = ['pending', 'issued'] as const;
type AdminStatus = (typeof ADMIN_STATUSES)[number];

interface Paging {
  page: number;
  pageSize: number;
}
const FIRST_PAGE: Paging = {
  page: PAGINATION.defaultPage,
  pageSize: PAGINATION.defaultPageSize,
};

/**
 * `/order/order-manage` (spec §2 "order management, invoice application records"): the caller's
 * orders with filters and pages, what can be done to each, the invoice applications, and, for the
 * instance's enterprise super admins, the invoices waiting to be issued.
 */
export function OrderManagePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = TABS.find((tab) => tab === searchParams.get(TAB)) ?? 'orders';
  // Admin data is asked only of the instance's super admins' screens (issue 21).
  const abilities = useInstanceAbilities();
  const canIssue = abilities.data?.issueInvoices === true;
  // The pending count for the tab's label (the issue panel shares this query).
  const pending = useAdminInvoices({ ...FIRST_PAGE, status: 'pending' }, { enabled: canIssue });
  const tab: Tab = asked === 'issue' && !canIssue && !abilities.isPending ? 'orders' : asked;

  const setTab = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'orders') params.delete(TAB);
        else params.set(TAB, next);
        return params;
      },
      { replace: false },
    );

  const teamId = searchParams.get(TEAM_ID) ?? undefined;
  const items = [
    { key: 'orders', label: t('billing.orders.tab'), children: <OrdersPanel /> },
    { key: 'invoices', label: t('billing.invoices.tab'), children: <InvoicesPanel /> },
    ...(canIssue
      ? [
          {
            key: 'issue',
            label: t('billing.issue.tab', {
              count: pending.data?.total ?? 0,
            }),
            children: <IssuePanel />,
          },
        ]
      : []),
  ];

  return (
    <BillingFrame screen={SCREEN} teamId={teamId}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} items={items} destroyOnHidden />
    </BillingFrame>
  );
}

function OrdersPanel() {
  const { params, setFilters, setPage, clearFilters } = useOrderFilters();
  const orders = useOrders(params);
  const [payment, setPayment] = useState<OrderPayment>();
  const [invoicing, setInvoicing] = useState<Order>();
  const lastPage = Math.max(1, Math.ceil((orders.data?.total ?? 0) / params.pageSize));
  const isPastEnd = orders.isSuccess && !orders.isPlaceholderData && params.page > lastPage;
  // The last rows of the last page went (a filter changed what matches): show the page before.
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, params.pageSize);
  }, [isPastEnd, lastPage, params.pageSize, setPage]);
  const hasFilters = hasOrderFilters(params);

  return (
    <Flex vertical gap={16}>
      <OrderFilters params={params} onChange={setFilters} onClear={clearFilters} />
      <ErrorAlert error={orders.error ?? undefined} />
      <OrdersTable
        data={orders.data}
        page={params.page}
        pageSize={params.pageSize}
        isLoading={orders.isFetching}
        hasFilters={hasFilters}
        onPageChange={setPage}
        onPay={setPayment}
        onInvoice={setInvoicing}
      />
      <PaymentDialog payment={payment} onClose={() => setPayment(undefined)} />
      <InvoiceDialog order={invoicing} onClose={() => setInvoicing(undefined)} />
    </Flex>
  );
}

function InvoicesPanel() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const invoices = useInvoices(paging);
  return (
    <Flex vertical gap={16}>
      <ErrorAlert error={invoices.error ?? undefined} />
      <InvoicesTable
        data={invoices.data}
        {...paging}
        isLoading={invoices.isFetching}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        emptyText={t('billing.invoices.empty')}
      />
    </Flex>
  );
}

function IssuePanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<AdminStatus>('pending');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const invoices = useAdminInvoices({ ...paging, status });
  const issue = useIssueInvoice();
  const isForbidden = invoices.error instanceof ApiError && invoices.error.status === 403;

  const issueOne = (invoice: Invoice) =>
    issue.mutate(invoice.id, {
      onSuccess: () =>
        void message.success(t('billing.issue.issued', { orderNo: invoice.orderNo })),
      onError: (error) => void message.error(errorMessage(error)),
    });

  if (isForbidden) return <ErrorAlert error={invoices.error} />;
  return (
    <Flex vertical gap={16}>
      <Segmented<AdminStatus>
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPaging(FIRST_PAGE);
        }}
        options={ADMIN_STATUSES.map((value) => ({
          value,
          label: t(`billing.invoices.status.${value}`),
        }))}
      />
      <ErrorAlert error={invoices.error ?? undefined} />
      <InvoicesTable
        data={invoices.data}
        {...paging}
        isLoading={invoices.isFetching}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        showApplicant
        emptyText={t(status === 'pending' ? 'billing.issue.empty' : 'billing.invoices.empty')}
        actions={(invoice) =>
          invoice.status === 'pending' ? (
            <Button
              type={PRIMARY}
              size={SMALL}
              loading={issue.isPending && issue.variables === invoice.id}
              onClick={() => issueOne(invoice)}
            >
              {t('billing.issue.action')}
            </Button>
          ) : null
        }
      />
    </Flex>
  );
}
