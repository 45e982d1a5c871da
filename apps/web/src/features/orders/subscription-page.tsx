import { useState } from 'react';
import { Col, Flex, Row, Typography } from 'antd';
import { SUPPORT_REFUND_DAYS, type Purchase } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { FullLoading } from '../../components/full-loading';
import { useSubscription } from './api/get-subscription';
import type { OrderPayment } from './api/place-order';
import { BillingFrame } from './components/billing-frame';
import { BuyPlanDialog } from './components/buy-plan-dialog';
import { BuySeatsDialog } from './components/buy-seats-dialog';
import { CheckoutDialog } from './components/checkout-dialog';
import { PaymentDialog } from './components/payment-dialog';
import { PaymentHistory } from './components/payment-history';
import { PlanCard } from './components/plan-card';
import { PlanComparison } from './components/plan-comparison';
import { SupportCard } from './components/support-card';
import { TeamPicker } from './components/team-picker';
import { useBillingTeam } from './lib/use-billing-team';
import { useBillingFormat } from './lib/format';

type Dialog = 'plan' | 'seats' | 'support' | undefined;

const GUTTER: [number, number] = [16, 16];
const SECONDARY = 'secondary';
const SCREEN = 'subscription';

/**
 * `/order/subscription` (spec §2 billing): the current plan of the chosen team or of the personal
 * space, its payments, what the plans cost, and buying a plan, seats or support. Only those who
 * manage the team may buy; everyone else sees it read-only.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const billingTeam = useBillingTeam();
  const subscription = useSubscription(billingTeam.teamId);
  const [dialog, setDialog] = useState<Dialog>();
  const [payment, setPayment] = useState<OrderPayment>();
  const format = useBillingFormat();

  const placed = (next: OrderPayment) => {
    setDialog(undefined);
    setPayment(next);
  };

  const openPlan = () => setDialog('plan');
  const openSeats = () => setDialog('seats');
  const openSupport = () => setDialog('support');
  const supportPurchase: Purchase | undefined = subscription.data
    ? { type: 'support', teamId: subscription.data.teamId }
    : undefined;

  const picker = (
    <TeamPicker
      value={billingTeam.teamId}
      choices={billingTeam.choices}
      loading={billingTeam.isLoading}
      onChange={billingTeam.setTeamId}
    />
  );
  const data = subscription.data;

  return (
    <BillingFrame
      screen={SCREEN}
      teamId={billingTeam.team?.isPersonal ? undefined : billingTeam.teamId}
      extra={picker}
    >
      <ErrorAlert error={billingTeam.error ?? subscription.error ?? undefined} />
      {!data && !subscription.isError && !billingTeam.error && <FullLoading />}
      {data && (
        <Flex vertical gap={16}>
          {!data.isPersonal && (
            <Typography.Text type={SECONDARY}>
              {t('billing.plan.forTeam', { name: data.teamName })}
            </Typography.Text>
          )}
          <Row gutter={GUTTER}>
            <Col xs={24} xl={16}>
              <PlanCard subscription={data} onBuyPlan={openPlan} onBuySeats={openSeats} />
            </Col>
            <Col xs={24} xl={8}>
              <SupportCard subscription={data} onBuy={openSupport} />
            </Col>
          </Row>
          <PaymentHistory payments={data.payments} canView={data.canViewPayments} />
          <PlanComparison current={data.plan} />
          <BuyPlanDialog
            open={dialog === 'plan'}
            subscription={data}
            onClose={() => setDialog(undefined)}
            onPlaced={placed}
          />
          <BuySeatsDialog
            open={dialog === 'seats'}
            subscription={data}
            onClose={() => setDialog(undefined)}
            onPlaced={placed}
          />
          <CheckoutDialog
            open={dialog === 'support'}
            title={t('billing.support.buyTitle', { name: data.teamName })}
            purchase={supportPurchase}
            onClose={() => setDialog(undefined)}
            onPlaced={placed}
          >
            <Typography.Paragraph>
              {t('billing.support.buyExplained', { days: format.number(SUPPORT_REFUND_DAYS) })}
            </Typography.Paragraph>
          </CheckoutDialog>
        </Flex>
      )}
      <PaymentDialog payment={payment} onClose={() => setPayment(undefined)} />
    </BillingFrame>
  );
}
