import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, pointGrants } from '../../db/schema/index.js';
import {
  createBillingTestApp,
  notify,
  placeOrder,
  planPurchase,
  seats,
  type BillingTestApp,
} from '../../../test/billing-helpers.js';
import { TEST_DB } from '../../../test/test-app.js';
import { seedTeam, signUp, type Person } from '../../../test/workspace-helpers.js';
import { runBillingClock } from './billing-clock.js';

/**
 * Notifications that arrive at once (a provider's retries overlapping, a reconciliation racing a
 * notification). On PostgreSQL they really run side by side on separate connections; on PGlite
 * they are serialised, which the same assertions also cover.
 */

let t: BillingTestApp;
let admin: Person;
beforeAll(async () => {
  t = await createBillingTestApp();
  admin = await signUp(t.app, 'Admin');
});
afterAll(() => t.close());

const db = () => t.database.db;

describe(`payment notifications at once (${TEST_DB})`, () => {
  it('fulfils once when genuine notifications of one payment arrive together', async () => {
    const teamId = await seedTeam(db(), admin);
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(3)));
    const { orderNo, amountFen } = placed.order;
    const sameEvent = t.sandbox.signSandboxEvent({ orderNo, outcome: 'paid', amountFen });
    const otherEvents = Array.from({ length: 4 }, () =>
      t.sandbox.signSandboxEvent({ orderNo, outcome: 'paid', amountFen }),
    );
    t.clock.advance(2 * 60_000);
    const answers = await Promise.all([
      ...[sameEvent, sameEvent, sameEvent, ...otherEvents].map((event) =>
        notify(t.app, 'sandbox', event),
      ),
      runBillingClock(db(), t.payments, t.clock.now()),
    ]);
    for (const answer of answers.slice(0, -1)) {
      expect((answer as { statusCode: number }).statusCode).toBe(200);
    }
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('paid');
    const grants = await db().select().from(pointGrants).where(eq(pointGrants.orderId, order!.id));
    expect(grants.map((g) => g.amount)).toEqual([300]);
    const results = (
      await db().select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))
    ).map((e) => e.result);
    expect(results.filter((r) => r === 'fulfilled')).toHaveLength(1);
    // One row per distinct event: the same event three times is recorded once.
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.every((r) => r === 'fulfilled' || r === 'duplicate')).toBe(true);
  });
});
