import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useOrder } from '../api/get-order';
import type { OrderPayment } from '../api/place-order';
import { useSettleOrder } from '../api/settle-order';
import { orderCancelPath, orderSuccessPath } from '../lib/billing-paths';
import { useBillingFormat } from '../lib/format';
import { formatCountdown, useNow } from '../lib/use-now';
import { BILLING_TEST_IDS } from '../test-ids';

/** How often the order is asked for while the dialog waits for the payment. */
export const PAYMENT_POLL_MS = 2_000;
const QR_SIZE = 220;
const ONE_COLUMN = 1;
const SMALL = 'small';
const INFO = 'info';
const WARNING = 'warning';
const BLANK = '_blank';
const NO_OPENER = 'noopener noreferrer';
const CENTRED = { vertical: true, align: 'center', gap: 12 } as const;
const FOOTER = { justify: 'space-between', gap: 8, wrap: true } as const;
const ORDER_KEY = 'order';
const AMOUNT_KEY = 'amount';
const METHOD_KEY = 'method';
const STATUS_ROLE = 'status';

export interface PaymentDialogProps {
  /** The order to pay and its QR code; the dialog is open while it is set. */
  payment: OrderPayment | undefined;
  onClose: () => void;
}

/**
 * Pay by scanning (spec §9): the QR code, the amount, the time left to pay, and "waiting for
 * payment" while the order is asked for every 2 s. A paid order goes to /order-success, a
 * cancelled or expired one to /order-cancel. Closing the dialog keeps the order: it can be paid
 * later from the order list until it expires.
 */
export function PaymentDialog({ payment, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={payment !== undefined}
      title={t('billing.payment.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      {payment && <PaymentPanel payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function PaymentPanel({ payment, onClose }: { payment: OrderPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useBillingFormat();
  const orderNo = payment.order.orderNo;
  const polled = useOrder(orderNo, { pollWhilePendingMs: PAYMENT_POLL_MS });
  const order = polled.data ?? payment.order;
  const settle = useSettleOrder();
  const now = useNow();
  const left = Date.parse(order.expiresAt) - now;
  const isOverdue = order.status === 'pending' && left <= 0;
  const { refetch } = polled;

  const queryClient = useQueryClient();
  useEffect(() => {
    if (order.status === 'pending') return;
    // A payment changes more than billing: the plan and its limits (frozen projects, the team
    // list's plan), the points. Everything cached is out of date.
    void queryClient.invalidateQueries();
    if (order.status === 'paid') void navigate(orderSuccessPath(orderNo));
    else if (order.status === 'cancelled' || order.status === 'expired') {
      void navigate(orderCancelPath(orderNo));
    }
  }, [order.status, orderNo, navigate, queryClient]);

  // The browser's clock only counts down; the server decides when the order has expired.
  useEffect(() => {
    if (isOverdue) void refetch();
  }, [isOverdue, refetch]);

  const cancelOrder = async () => {
    try {
      await settle.mutateAsync({ orderNo, action: 'cancel' });
      void navigate(orderCancelPath(orderNo));
    } catch {
      // Shown by the ErrorAlert below.
    }
  };

  const factItems = [
    { key: ORDER_KEY, label: t('billing.orders.columns.orderNo'), children: orderNo },
    {
      key: AMOUNT_KEY,
      label: t('billing.orders.columns.amount'),
      children: format.money(order.amountFen, order.currency),
    },
    {
      key: METHOD_KEY,
      label: t('billing.checkout.method'),
      children: t(`billing.providers.${order.provider}`),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid={BILLING_TEST_IDS.paymentDialog}>
      <Flex {...CENTRED}>
        <Typography.Text>
          {t('billing.payment.scan', { provider: t(`billing.providers.${order.provider}`) })}
        </Typography.Text>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
          alt={t('billing.payment.qrAlt')}
          width={QR_SIZE}
          height={QR_SIZE}
          data-testid={BILLING_TEST_IDS.paymentQr}
        />
        <Typography.Text strong style={{ fontSize: 24 }}>
          {format.money(order.amountFen, order.currency)}
        </Typography.Text>
        <Flex gap={8} align={CENTRED.align} role={STATUS_ROLE}>
          <Spin size={SMALL} />
          <Typography.Text>{t('billing.payment.waiting')}</Typography.Text>
        </Flex>
        <Typography.Text type={isOverdue ? 'danger' : 'secondary'}>
          {isOverdue
            ? t('billing.payment.overdue')
            : t('billing.payment.expiresIn', { time: formatCountdown(left) })}
        </Typography.Text>
      </Flex>
      {order.provider === 'sandbox' && (
        <Alert
          type={INFO}
          showIcon
          title={t('billing.payment.sandboxNote')}
          action={
            <a
              href={payment.qrContent}
              target={BLANK}
              rel={NO_OPENER}
              data-testid={BILLING_TEST_IDS.sandboxLink}
            >
              {t('billing.payment.openSandbox')}
            </a>
          }
        />
      )}
      {polled.isError && <Alert type={WARNING} showIcon title={t('billing.payment.pollFailed')} />}
      <Descriptions size={SMALL} column={ONE_COLUMN} items={factItems} />
      <ErrorAlert error={settle.error ?? undefined} />
      <Flex {...FOOTER}>
        <Button danger loading={settle.isPending} onClick={() => void cancelOrder()}>
          {t('billing.payment.cancelOrder')}
        </Button>
        <Button onClick={onClose}>{t('billing.payment.payLater')}</Button>
      </Flex>
    </Flex>
  );
}
