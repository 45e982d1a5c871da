import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_WINDOW_MS } from '@heron/contract';
import { orders } from '../../db/schema/index.js';
import {
  createBillingTestApp,
  hourAligned,
  placeOrder,
  type BillingTestApp,
} from '../../../test/billing-helpers.js';
import { signUp } from '../../../test/workspace-helpers.js';

/** The billing clock runs by itself on an interval, from the app, and stops with it. */

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({}, hourAligned(), 20);
});
afterAll(() => t.close());

describe('the billing clock in the app', () => {
  it('expires an unpaid order by itself once its window has passed', async () => {
    const buyer = await signUp(t.app, 'Buyer');
    const placed = await placeOrder(t.app, buyer, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS);
    const statusOf = async () =>
      (
        await t.database.db.select().from(orders).where(eq(orders.orderNo, placed.order.orderNo))
      )[0]!.status;
    await expect.poll(statusOf, { timeout: 5_000, interval: 20 }).toBe('expired');
  });
});
