import { App, Button, Card, Flex, Typography } from 'antd';
import { SUPPORT_ANNUAL_FEN, SUPPORT_REFUND_DAYS, type Subscription } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useSettleOrder } from '../api/settle-order';
import { useBillingFormat } from '../lib/format';
import { useNow } from '../lib/use-now';
import { BILLING_TEST_IDS } from '../test-ids';

const PRIMARY = 'primary';
const MINUTE_MS = 60_000;
const SECONDARY = 'secondary';
const COLUMN = { vertical: true, gap: 8, align: 'flex-start' } as const;

export interface SupportCardProps {
  subscription: Subscription;
  onBuy: () => void;
}

/**
 * Annual paid support (spec §9): a year for a team, with a 7-day money-back guarantee. The refund
 * is offered on the support order while the server says the guarantee still covers it.
 */
export function SupportCard({ subscription, onBuy }: SupportCardProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { modal, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const settle = useSettleOrder();
  const now = useNow(MINUTE_MS);
  const refundable = subscription.payments.find(
    (order) => order.product === 'support' && order.isRefundable,
  );
  const isActive =
    subscription.supportUntil !== null && Date.parse(subscription.supportUntil) > now;
  const canBuy = subscription.canManage && !subscription.isPersonal;

  const confirmRefund = (orderNo: string, amountFen: number) =>
    modal.confirm({
      title: t('billing.support.refundTitle'),
      content: t('billing.support.refundExplained', {
        amount: format.money(amountFen),
        days: format.number(SUPPORT_REFUND_DAYS),
      }),
      okText: t('billing.support.refund'),
      cancelText: t('billing.common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        settle.mutateAsync(
          { orderNo, action: 'refund' },
          {
            onSuccess: () => void message.success(t('billing.support.refunded')),
            onError: (error) => void message.error(errorMessage(error)),
          },
        ),
    });

  return (
    <Card title={t('billing.support.title')} data-testid={BILLING_TEST_IDS.supportCard}>
      <Flex {...COLUMN}>
        <Typography.Text>
          {t('billing.support.price', { amount: format.money(SUPPORT_ANNUAL_FEN) })}
        </Typography.Text>
        <Typography.Text type={SECONDARY}>
          {t('billing.support.guarantee', { days: format.number(SUPPORT_REFUND_DAYS) })}
        </Typography.Text>
        <Typography.Text strong>
          {isActive && subscription.supportUntil
            ? t('billing.support.activeUntil', { date: format.date(subscription.supportUntil) })
            : t('billing.support.inactive')}
        </Typography.Text>
        {subscription.isPersonal && (
          <Typography.Text type={SECONDARY}>{t('billing.support.teamsOnly')}</Typography.Text>
        )}
        <Flex gap={8} wrap>
          {canBuy && (
            <Button type={isActive ? undefined : PRIMARY} onClick={onBuy}>
              {t(isActive ? 'billing.support.extend' : 'billing.support.buy')}
            </Button>
          )}
          {subscription.canManage && refundable && (
            <Button
              danger
              loading={settle.isPending}
              onClick={() => confirmRefund(refundable.orderNo, refundable.amountFen)}
            >
              {t('billing.support.refund')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
