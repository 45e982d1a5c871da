import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, pointGrants } from '../../db/schema/index.js';
import {
  createBillingTestApp,
  notify,
  payOnSandbox,
  placeOrder,
  planPurchase,
  quote,
  seats,
  type BillingTestApp,
  type Placed,
} from '../../../test/billing-helpers.js';
import { TEST_DB } from '../../../test/test-app.js';
import {
  as,
  expectProblem,
  seedTeam,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';
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

describe(`plan orders placed at once (${TEST_DB})`, () => {
  it("leaves one of a team's plan orders payable when two admins' orders cross", async () => {
    // Two tabs (or two admins) buying the team a plan at the same moment: the team's row lock
    // serialises the two placements, and the later one replaces the earlier, so the team can
    // never pay for two plans of the same period.
    const teamId = await seedTeam(db(), admin);
    const purchases = [
      planPurchase(teamId, 'plus', seats(1)),
      planPurchase(teamId, 'plus', seats(2)),
    ];
    const amounts = await Promise.all(purchases.map((p) => quote(t.app, admin, p)));
    const answers = await Promise.all(
      purchases.map((purchase, i) =>
        as(t.app, admin).post('/api/v1/billing/orders', {
          purchase,
          provider: 'sandbox',
          expectedAmountFen: amounts[i]!.amountFen,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const placed = answers.map((answer) => {
      const body = answer.json<Omit<Placed, 'token'>>();
      return { ...body, token: new URL(body.qrContent).searchParams.get('token') ?? '' };
    });
    const rows = await db().select().from(orders).where(eq(orders.teamId, teamId));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'pending']);
    const payable = placed.find(
      (p) => rows.find((row) => row.orderNo === p.order.orderNo)!.status === 'pending',
    )!;
    const replaced = placed.find((p) => p !== payable)!;
    expectProblem(await payOnSandbox(t.app, replaced), 409, 'ORDER_NOT_PAYABLE');
    expect((await payOnSandbox(t.app, payable)).statusCode).toBe(200);
  });
});
