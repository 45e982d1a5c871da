import { useMemo } from 'react';
import { Alert, Form, Modal } from 'antd';
import {
  PLAN_PRICES,
  SEAT_KINDS_SOLD,
  isPaidPlan,
  type Purchase,
  type SeatKindSold,
  type Subscription,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '../api/place-order';
import { useBillingFormat } from '../lib/format';
import { MAX_SEATS } from '../lib/plan-rules';
import { PurchaseCheckout } from './purchase-checkout';
import { SeatFields, seatProblem } from './seat-fields';

const FORM_PROPS = { layout: 'vertical', requiredMark: false } as const;
const INFO = 'info';
const DIALOG_WIDTH = 560;

type SeatValues = Partial<Record<SeatKindSold, number | null>>;

export interface BuySeatsDialogProps {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
  onPlaced: (payment: OrderPayment) => void;
}

/**
 * More seats on the current paid plan (spec §2 "seat purchase"), for the rest of the period
 * already paid: the server prorates them and the quote shows the price before paying.
 */
export function BuySeatsDialog({ open, subscription, onClose, onPlaced }: BuySeatsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('billing.seats.title')}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH}
      destroyOnHidden
    >
      <BuySeatsForm subscription={subscription} onClose={onClose} onPlaced={onPlaced} />
    </Modal>
  );
}

function BuySeatsForm({ subscription, onClose, onPlaced }: Omit<BuySeatsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [form] = Form.useForm<SeatValues>();
  const values = Form.useWatch((all: SeatValues) => all, form) as SeatValues | undefined;
  const plan = subscription.plan;

  // A subscription holds at most MAX_SEATS of each kind, what was bought before included.
  const room = useMemo(
    () =>
      Object.fromEntries(
        SEAT_KINDS_SOLD.map((kind) => [
          kind,
          Math.max(0, MAX_SEATS - subscription.boughtSeats[kind]),
        ]),
      ) as Record<SeatKindSold, number>,
    [subscription.boughtSeats],
  );
  const purchase = useMemo<Purchase | undefined>(() => {
    if (!values) return undefined;
    const extra = {
      readWrite: values.readWrite ?? 0,
      readOnly: values.readOnly ?? 0,
      project: values.project ?? 0,
    };
    const isValid = SEAT_KINDS_SOLD.every(
      (kind) => seatProblem(extra[kind], 0, room[kind]) === null,
    );
    const total = extra.readWrite + extra.readOnly + extra.project;
    if (!isValid || total === 0) return undefined;
    return { type: 'seats', teamId: subscription.teamId, extra };
  }, [values, subscription.teamId, room]);

  const hints = isPaidPlan(plan)
    ? (Object.fromEntries(
        SEAT_KINDS_SOLD.map((kind) => [
          kind,
          t('billing.seats.hint', {
            price: format.money(PLAN_PRICES[plan].monthlyFen[kind]),
            bought: format.number(subscription.boughtSeats[kind]),
          }),
        ]),
      ) as Record<SeatKindSold, string>)
    : {};

  return (
    <>
      <Alert
        type={INFO}
        showIcon
        title={
          subscription.expiresAt
            ? t('billing.seats.prorated', { date: format.date(subscription.expiresAt) })
            : t('billing.seats.proratedNoDate')
        }
        style={{ marginBottom: 16 }}
      />
      <Form form={form} {...FORM_PROPS} initialValues={{ readWrite: 1, readOnly: 0, project: 0 }}>
        <SeatFields hints={hints} maximum={room} />
      </Form>
      <PurchaseCheckout purchase={purchase} onPlaced={onPlaced} onCancel={onClose} />
    </>
  );
}
