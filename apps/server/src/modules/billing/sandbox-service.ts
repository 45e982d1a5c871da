import { randomUUID } from 'node:crypto';
import type { SandboxPayment } from '@heron/contract';
import type { SandboxPaymentProvider } from '../../adapters/payments/sandbox-provider.js';
import { isValidOrderNo } from '../../adapters/payments/payment-provider.js';
import { AppError } from '../../http/app-error.js';
import type { BillingContext } from './billing-context.js';
import { effectiveStatus, loadOrder, subjectOf, type OrderWithNames } from './order-view.js';
import { handleNotification } from './settle-payment.js';

/**
 * The sandbox provider's pay page (a tester's stand-in for the provider's app). Public: the page
 * token in the QR code is the only credential. Its buttons sign a sandbox notification and feed
 * it through the same handler as a real provider's, so a sandbox payment is verified, recorded
 * and fulfilled exactly like a real one.
 */

async function loadForPage(
  ctx: BillingContext,
  orderNo: string,
  token: string,
): Promise<{ sandbox: SandboxPaymentProvider; found: OrderWithNames }> {
  const sandbox = ctx.payments.sandbox;
  const unknown = new AppError('NOT_FOUND', { detail: 'No such sandbox payment.' });
  if (!sandbox || !isValidOrderNo(orderNo) || !sandbox.verifyPageToken(orderNo, token))
    throw unknown;
  const found = await loadOrder(ctx.db, orderNo);
  if (!found || found.order.provider !== 'sandbox') throw unknown;
  return { sandbox, found };
}

function view(found: OrderWithNames, now: Date): SandboxPayment {
  return {
    orderNo: found.order.orderNo,
    amountFen: found.order.amountFen,
    subject: subjectOf(found.order, found.teamName),
    status: effectiveStatus(found.order, now),
    expiresAt: found.order.expiresAt.toISOString(),
  };
}

export async function getSandboxPayment(
  ctx: BillingContext,
  orderNo: string,
  token: string,
): Promise<SandboxPayment> {
  const { found } = await loadForPage(ctx, orderNo, token);
  return view(found, ctx.now());
}

/**
 * Pays or closes the order as the sandbox. Only an order that can still be paid: an expired,
 * cancelled or paid one is ORDER_NOT_PAYABLE and nothing is sent.
 */
export async function actOnSandboxPayment(
  ctx: BillingContext,
  orderNo: string,
  token: string,
  action: 'pay' | 'close',
): Promise<SandboxPayment> {
  const { sandbox, found } = await loadForPage(ctx, orderNo, token);
  const now = ctx.now();
  const status = effectiveStatus(found.order, now);
  if (status !== 'pending') {
    throw new AppError('ORDER_NOT_PAYABLE', { detail: `The order is ${status}.` });
  }
  const event = sandbox.signSandboxEvent({
    orderNo,
    outcome: action === 'pay' ? 'paid' : 'closed',
    amountFen: found.order.amountFen,
    eventId: randomUUID(),
  });
  await handleNotification(ctx, 'sandbox', event, now);
  const after = await loadOrder(ctx.db, orderNo);
  return view(after!, ctx.now());
}
