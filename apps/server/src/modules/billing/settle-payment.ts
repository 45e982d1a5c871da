import { eq } from 'drizzle-orm';
import type { PaymentProviderId } from '@heron/contract';
import type { PaymentProviders } from '../../adapters/payments/create-payment-providers.js';
import {
  PaymentNotificationError,
  type NotificationInput,
  type PaymentProvider,
  type ProviderAcknowledgement,
  type VerifiedNotification,
} from '../../adapters/payments/payment-provider.js';
import type { Database } from '../../db/client.js';
import { orders, paymentEvents } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import { lockTeam } from '../access/index.js';
import type { BillingLog } from './billing-context.js';
import { fulfilOrder, type OrderRow } from './fulfil.js';

/**
 * Payment outcomes, from a provider's notification or from asking the provider (reconciliation):
 * one path, one transaction per outcome, with the order row locked so that two outcomes of one
 * order at once are applied one after the other and the order is fulfilled once.
 */

/** What Heron did with an outcome; stored in `payment_events.result`. */
export type SettleResult =
  | 'fulfilled'
  | 'closed'
  /** The order was already paid: a second event (another id) for the same payment. */
  | 'duplicate'
  | 'amount_mismatch'
  /** Paid after the order expired or was cancelled: the money was refunded at the provider. */
  | 'order_not_payable'
  | 'unknown_order'
  | 'provider_mismatch'
  /** The same event again: nothing was done and nothing recorded. */
  | 'replay';

export interface SettleDeps {
  db: Database;
  payments: PaymentProviders;
  log: BillingLog;
}

/**
 * A provider's notification: verified by its adapter (forged or malformed → 400
 * PAYMENT_NOTIFICATION_INVALID, nothing changes), then settled. Returns what to answer the
 * provider; a replay is answered the same, so the provider stops sending it.
 */
export async function handleNotification(
  deps: SettleDeps,
  providerId: PaymentProviderId,
  input: NotificationInput,
  now: Date,
): Promise<{ ack: ProviderAcknowledgement; result: SettleResult | 'ignored' }> {
  const provider = deps.payments.byId.get(providerId);
  if (!provider) {
    throw new AppError('NOT_FOUND', { detail: `The payment method ${providerId} is not enabled.` });
  }
  let verified: VerifiedNotification;
  try {
    verified = await provider.verifyNotification(input);
  } catch (error) {
    if (error instanceof PaymentNotificationError) {
      // Authentic but not a payment outcome (a refund notice …): acknowledged, nothing to do.
      if (error.reason === 'ignored') return { ack: provider.acknowledge(), result: 'ignored' };
      deps.log.warn({ provider: providerId, reason: error.reason }, 'payment notification refused');
      throw new AppError('PAYMENT_NOTIFICATION_INVALID', {
        detail: `The notification does not verify (${error.reason}).`,
      });
    }
    throw error;
  }
  const result = await settlePayment(deps, provider, verified, now);
  return { ack: provider.acknowledge(), result };
}

/**
 * Applies one verified outcome. The event id is recorded with what was done, in the same
 * transaction: a replay finds it and changes nothing. A paid order is fulfilled only when the
 * amount is the order's and it was paid while the order could be paid; money that arrives for
 * an order that expired or was cancelled is refunded at the provider, and the order says so.
 */
export async function settlePayment(
  deps: SettleDeps,
  provider: PaymentProvider,
  event: VerifiedNotification,
  now: Date,
): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    // Locks in the one order every billing change takes them: the team, then its order, then its
    // subscription; so a payment, a new order and a refund of one team wait for each other.
    const [peek] = await tx
      .select({ teamId: orders.teamId })
      .from(orders)
      .where(eq(orders.orderNo, event.orderNo));
    if (peek?.teamId) await lockTeam(tx, peek.teamId);
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNo, event.orderNo))
      .for('update');
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.id,
        eventId: event.eventId,
        orderNo: event.orderNo,
        outcome: event.outcome,
        amountFen: event.amountFen,
        result: 'received',
        receivedAt: now,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'replay';
    const result = await decide(deps, tx, provider, order, event, now);
    await tx.update(paymentEvents).set({ result }).where(eq(paymentEvents.id, recorded.id));
    return result;
  });
}

async function decide(
  deps: SettleDeps,
  tx: Db,
  provider: PaymentProvider,
  order: OrderRow | undefined,
  event: VerifiedNotification,
  now: Date,
): Promise<SettleResult> {
  if (!order) {
    deps.log.warn(
      { provider: provider.id, orderNo: event.orderNo },
      'payment for an unknown order',
    );
    return 'unknown_order';
  }
  if (order.provider !== provider.id) {
    deps.log.error(
      { provider: provider.id, orderNo: order.orderNo },
      'payment outcome from a provider the order was not placed with',
    );
    return 'provider_mismatch';
  }
  if (event.outcome === 'closed') {
    if (order.status === 'pending') {
      await tx
        .update(orders)
        .set({ status: order.expiresAt <= now ? 'expired' : 'cancelled' })
        .where(eq(orders.id, order.id));
    }
    return 'closed';
  }
  if (order.status === 'paid' || order.status === 'refunded') return 'duplicate';
  if (event.amountFen !== order.amountFen) {
    deps.log.error(
      {
        provider: provider.id,
        orderNo: order.orderNo,
        paid: event.amountFen,
        due: order.amountFen,
      },
      'payment amount differs from the order: not fulfilled, someone has to look',
    );
    return 'amount_mismatch';
  }
  const paidAt = event.paidAt ?? now;
  if (order.status === 'pending' && paidAt < order.expiresAt) {
    await fulfilOrder(tx, order, { paidAt, providerTradeNo: event.providerTradeNo });
    return 'fulfilled';
  }
  // Paid although the order had expired or was cancelled: the buyer gets the money back. A
  // refund the provider refuses throws, the transaction rolls back (the event is not recorded)
  // and the provider's retry, or the next notification, tries again.
  await provider.refund({
    orderNo: order.orderNo,
    refundNo: refundNoOf(order.orderNo),
    amountFen: event.amountFen,
    totalFen: event.amountFen,
    reason: 'The order had expired or was cancelled before it was paid.',
  });
  await tx
    .update(orders)
    .set({
      status: 'refunded',
      paidAt,
      refundedAt: now,
      providerTradeNo: event.providerTradeNo,
    })
    .where(eq(orders.id, order.id));
  deps.log.warn(
    { provider: provider.id, orderNo: order.orderNo },
    'paid after it could no longer be paid: refunded',
  );
  return 'order_not_payable';
}

/** Our refund number for an order: one full refund per order, so retries are the same refund. */
export function refundNoOf(orderNo: string): string {
  return `R${orderNo}`;
}
