import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import type { Order } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { BILLING_KEY } from '../api/keys';
import { PAYMENT_POLL_MS } from './payment-dialog';
import { billingPath, orderManagePath } from '../lib/billing-paths';
import { useBillingFormat } from '../lib/format';
import { OrderStatusTag } from './order-tags';

const ONE_COLUMN = 1;
const SMALL = 'small';
const BORDERED = true;
const SECONDARY = 'secondary';
const PRIMARY = 'primary';
const LINKS = { gap: 8, wrap: true, justify: 'center' } as const;
const ORDER_NO = 'orderNo';

export type ResultKind = 'success' | 'cancel';

/**
 * The standalone result of a payment (spec §2 /order-success, /order-cancel): the order named by
 * `?orderNo=` with its amount and status, and the ways back to billing and the orders. A result
 * page reached before the payment is confirmed keeps asking until it is.
 */
export function OrderResult({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const orderNo = searchParams.get(ORDER_NO) ?? undefined;
  const order = useOrder(orderNo, { pollWhilePendingMs: PAYMENT_POLL_MS });
  const data = order.data;
  const isSignedOut = order.error instanceof ApiError && order.error.status === 401;
  const isPaid = data?.status === 'paid';
  const queryClient = useQueryClient();
  // Paid elsewhere (the provider's page, another tab): what this tab cached is out of date.
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
  }, [isPaid, queryClient]);

  const title = t(kind === 'success' ? 'screens.orderSuccess' : 'screens.orderCancel');
  const subTitle = (() => {
    if (!orderNo) return t('billing.result.noOrder');
    if (isSignedOut) return t('billing.result.signIn');
    if (order.isError) return t('billing.result.unknownOrder');
    if (!data) return <Spin />;
    if (data.status === 'pending') return t('billing.result.confirming');
    if (kind === 'success' && data.status !== 'paid') return t('billing.result.notPaid');
    return t(kind === 'success' ? 'billing.result.paid' : 'billing.result.cancelled');
  })();

  const status = kind === 'success' && (!data || data.status === 'paid') ? 'success' : 'warning';
  const billingHome = billingPath('subscription', data?.teamId ?? undefined);
  const pointsHome = billingPath('points', data?.teamId ?? undefined);

  return (
    <Result
      status={status}
      title={<PageTitle>{title}</PageTitle>}
      subTitle={subTitle}
      extra={
        <Flex vertical gap={16}>
          {orderNo && <OrderFacts orderNo={orderNo} order={data} />}
          <Flex {...LINKS}>
            <ResultLink to={billingHome} primary>
              {t('billing.result.toBilling')}
            </ResultLink>
            <ResultLink to={orderManagePath({ q: orderNo })}>
              {t('billing.result.toOrders')}
            </ResultLink>
            {data?.product === 'points' && (
              <ResultLink to={pointsHome}>{t('billing.result.toPoints')}</ResultLink>
            )}
          </Flex>
        </Flex>
      }
    />
  );
}

function ResultLink({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? PRIMARY : undefined} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}

function OrderFacts({ orderNo, order }: { orderNo: string; order: Order | undefined }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const factItems = [
    {
      key: 'orderNo',
      label: t('billing.orders.columns.orderNo'),
      children: <Typography.Text copyable>{orderNo}</Typography.Text>,
    },
    ...(order
      ? [
          {
            key: 'product',
            label: t('billing.orders.columns.product'),
            children: t(`billing.products.${order.product}`),
          },
          {
            key: 'amount',
            label: t('billing.orders.columns.amount'),
            children: (
              <Typography.Text strong>
                {format.money(order.amountFen, order.currency)}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            label: t('billing.orders.columns.status'),
            children: <OrderStatusTag status={order.status} />,
          },
          ...(order.paidAt
            ? [
                {
                  key: 'paidAt',
                  label: t('billing.orders.columns.paidAt'),
                  children: format.dateTime(order.paidAt),
                },
              ]
            : []),
        ]
      : [
          {
            key: 'loading',
            label: t('billing.orders.columns.amount'),
            children: (
              <Typography.Text type={SECONDARY}>{t('billing.common.none')}</Typography.Text>
            ),
          },
        ]),
  ];

  return <Descriptions size={SMALL} bordered={BORDERED} column={ONE_COLUMN} items={factItems} />;
}
