import { useMemo } from 'react';
import { Form, Modal, Radio, Switch, Typography } from 'antd';
import {
  CYCLE_DISCOUNT_PERCENT,
  PAID_PLAN_IDS,
  PLAN_PRICES,
  SEAT_KINDS_SOLD,
  BILLING_CYCLE_MONTHS,
  type PaidPlanId,
  type Purchase,
  type SeatKindSold,
  type Subscription,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '../api/place-order';
import { useBillingFormat } from '../lib/format';
import { hasRunningPlan, initialPlanChoice, minimumSeats, planRank } from '../lib/plan-rules';
import { PurchaseCheckout } from './purchase-checkout';
import { SeatFields, seatProblem } from './seat-fields';

const FORM_PROPS = { layout: 'vertical', requiredMark: false } as const;
const BUTTON = 'button';
const SOLID = 'solid';
const SECONDARY = 'secondary';
const DIALOG_WIDTH = 640;
const FIELD = { plan: 'plan', cycleMonths: 'cycleMonths', autoRenew: 'autoRenew' } as const;
const CHECKED = 'checked';

type Cycle = (typeof BILLING_CYCLE_MONTHS)[number];

interface PlanValues {
  plan?: PaidPlanId;
  readWrite?: number | null;
  readOnly?: number | null;
  project?: number | null;
  cycleMonths?: Cycle;
  autoRenew?: boolean;
}

export interface BuyPlanDialogProps {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
  onPlaced: (payment: OrderPayment) => void;
}

/**
 * Buy, renew or upgrade a plan (spec §2 "seat purchase and plan upgrade"): the plan, seats of
 * each kind (at least what is in use), a cycle of 1, 3 or 12 months paid once with its discount,
 * auto-renewal, and the payment method. The server's quote, with the credit of the unused period
 * on an upgrade, is shown before paying.
 */
export function BuyPlanDialog({ open, subscription, onClose, onPlaced }: BuyPlanDialogProps) {
  const { t } = useTranslation();
  const isRunning = hasRunningPlan(subscription);
  return (
    <Modal
      open={open}
      title={t(isRunning ? 'billing.buy.changeTitle' : 'billing.buy.title')}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      destroyOnHidden
    >
      <BuyPlanForm subscription={subscription} onClose={onClose} onPlaced={onPlaced} />
    </Modal>
  );
}

function BuyPlanForm({ subscription, onClose, onPlaced }: Omit<BuyPlanDialogProps, 'open'>) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [form] = Form.useForm<PlanValues>();
  const initial = useMemo(() => initialPlanChoice(subscription), [subscription]);
  const values = Form.useWatch((all: PlanValues) => all, form) as PlanValues | undefined;
  const plan = values?.plan ?? initial.plan;
  const cycle = values?.cycleMonths ?? initial.cycleMonths;
  const minimum = useMemo(() => minimumSeats(plan, subscription.usage), [plan, subscription.usage]);
  const currentRank = hasRunningPlan(subscription) ? planRank(subscription.plan) : 0;
  const price = PLAN_PRICES[plan];

  const purchase = useMemo<Purchase | undefined>(() => {
    if (!values?.plan || !values.cycleMonths) return undefined;
    const seats = {
      readWrite: values.readWrite ?? null,
      readOnly: values.readOnly ?? null,
      project: values.project ?? null,
    };
    const isValid = SEAT_KINDS_SOLD.every(
      (kind) => seatProblem(seats[kind], minimum[kind]) === null,
    );
    if (!isValid) return undefined;
    return {
      type: 'plan',
      teamId: subscription.teamId,
      plan: values.plan,
      seats: seats as Record<SeatKindSold, number>,
      cycleMonths: values.cycleMonths,
      autoRenew: values.autoRenew ?? false,
    };
  }, [values, minimum, subscription.teamId]);

  const hints = Object.fromEntries(
    SEAT_KINDS_SOLD.map((kind) => [
      kind,
      t('billing.buy.seatHint', {
        price: format.money(price.monthlyFen[kind]),
        included: format.number(price.included[kind]),
        min: format.number(minimum[kind]),
      }),
    ]),
  ) as Record<SeatKindSold, string>;

  return (
    <>
      <Form
        form={form}
        {...FORM_PROPS}
        initialValues={{
          plan: initial.plan,
          ...initial.seats,
          cycleMonths: initial.cycleMonths,
          autoRenew: initial.autoRenew,
        }}
        onValuesChange={(changed: PlanValues) => {
          // Another plan has other minimums: check the seats again against them.
          if (changed.plan) void form.validateFields([...SEAT_KINDS_SOLD]).catch(() => undefined);
        }}
      >
        <Form.Item name={FIELD.plan} label={t('billing.buy.plan')}>
          <Radio.Group
            optionType={BUTTON}
            buttonStyle={SOLID}
            aria-label={t('billing.buy.plan')}
            options={PAID_PLAN_IDS.map((id) => ({
              value: id,
              label: t(`billing.plans.${id}`),
              disabled: planRank(id) < currentRank,
            }))}
          />
        </Form.Item>
        <SeatFields minimum={minimum} hints={hints} />
        <Form.Item name={FIELD.cycleMonths} label={t('billing.buy.cycle')}>
          <Radio.Group
            aria-label={t('billing.buy.cycle')}
            options={BILLING_CYCLE_MONTHS.map((months) => ({
              value: months,
              label:
                CYCLE_DISCOUNT_PERCENT[months] > 0
                  ? t('billing.buy.cycleWithDiscount', {
                      cycle: t(`billing.cycles.${months}`),
                      percent: format.number(CYCLE_DISCOUNT_PERCENT[months]),
                    })
                  : t(`billing.cycles.${months}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name={FIELD.autoRenew}
          label={t('billing.buy.autoRenew')}
          valuePropName={CHECKED}
          extra={t('billing.buy.autoRenewHint')}
        >
          <Switch />
        </Form.Item>
        <Typography.Paragraph type={SECONDARY}>
          {t('billing.buy.pointsHint', {
            points: format.number(price.monthlyPointsPerSeat),
            cycle: t(`billing.cycles.${cycle}`),
          })}
        </Typography.Paragraph>
      </Form>
      <PurchaseCheckout purchase={purchase} onPlaced={onPlaced} onCancel={onClose} />
    </>
  );
}
