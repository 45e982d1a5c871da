import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  ORDER_PAYMENT_WINDOW_MS,
  type Order,
  type Subscription,
  type TeamDetail,
} from '@heron/contract';
import { SANDBOX_SIGNATURE_HEADER } from '../../adapters/payments/sandbox-provider.js';
import { orders, paymentEvents, teams } from '../../db/schema/index.js';
import {
  buy,
  createBillingTestApp,
  notify,
  payOnSandbox,
  placeOrder,
  planPurchase,
  quote,
  seats,
  type BillingTestApp,
} from '../../../test/billing-helpers.js';
import {
  as,
  expectDenied,
  expectProblem,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';
import { pointsBalance } from '../points/points-ledger.js';
import { runBillingClock } from './billing-clock.js';

let t: BillingTestApp;
let admin: Person;
beforeAll(async () => {
  t = await createBillingTestApp();
  admin = await signUp(t.app, 'Admin');
});
afterAll(() => t.close());

const db = () => t.database.db;

async function orderRow(orderNo: string) {
  const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}
async function orderCount() {
  const [row] = await db().select({ value: count() }).from(orders);
  return row!.value;
}
async function eventsOf(orderNo: string) {
  return db().select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo));
}
const teamPoints = async (teamId: string) =>
  (await pointsBalance(db(), 'team', teamId, t.clock.now())).remaining;
const runClock = () => runBillingClock(db(), t.payments, t.clock.now());

describe('POST /api/v1/billing/orders', () => {
  it('refuses a tampered amount with PRICE_CHANGED and writes nothing', async () => {
    const teamId = await seedTeam(db(), admin);
    const purchase = planPurchase(teamId, 'plus', seats(2));
    const { amountFen } = await quote(t.app, admin, purchase);
    const before = await orderCount();
    for (const expectedAmountFen of [1, amountFen - 1, amountFen + 100]) {
      const response = await as(t.app, admin).post('/api/v1/billing/orders', {
        purchase,
        provider: 'sandbox',
        expectedAmountFen,
      });
      expectProblem(response, 409, 'PRICE_CHANGED');
    }
    expect(await orderCount()).toBe(before);
    const negative = await as(t.app, admin).post('/api/v1/billing/orders', {
      purchase,
      provider: 'sandbox',
      expectedAmountFen: -7_800,
    });
    expectProblem(negative, 400, 'VALIDATION_FAILED');
    const unknownProvider = await as(t.app, admin).post('/api/v1/billing/orders', {
      purchase,
      provider: 'alipay',
      expectedAmountFen: amountFen,
    });
    expectProblem(unknownProvider, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await orderCount()).toBe(before);
  });

  it("lets only the team's admins buy for it; anyone buys personal points", async () => {
    const teamId = await seedTeam(db(), admin);
    const member = await signUp(t.app, 'Member');
    await seedTeamMember(db(), teamId, member);
    const before = await orderCount();
    for (const purchase of [
      planPurchase(teamId, 'plus', seats(1)),
      { type: 'points' as const, package: 'basic' as const, teamId },
      { type: 'support' as const, teamId },
    ]) {
      expectDenied(
        await as(t.app, member).post('/api/v1/billing/orders', {
          purchase,
          provider: 'sandbox',
          expectedAmountFen: 100,
        }),
      );
    }
    expect(await orderCount()).toBe(before);
    const placed = await placeOrder(t.app, member, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    expect(placed.order).toMatchObject({ kind: 'personal', product: 'points', teamId: null });
  });

  it('refuses a lower plan or fewer seats than are in use, writing nothing', async () => {
    const teamId = await seedTeam(db(), admin);
    for (let i = 0; i < 11; i += 1)
      await seedTeamMember(db(), teamId, await signUp(t.app, 'Reader'));
    const before = await orderCount();
    const tooFew = await as(t.app, admin).post('/api/v1/billing/orders', {
      purchase: planPurchase(teamId, 'plus', seats(1)),
      provider: 'sandbox',
      expectedAmountFen: 3_900,
    });
    expectProblem(tooFew, 409, 'PURCHASE_NOT_ALLOWED');
    await buy(t.app, admin, planPurchase(teamId, 'business', seats(1)));
    const after = await orderCount();
    const lower = await as(t.app, admin).post('/api/v1/billing/orders', {
      purchase: planPurchase(teamId, 'plus', seats(1, 5)),
      provider: 'sandbox',
      expectedAmountFen: 8_400,
    });
    expectProblem(lower, 409, 'PURCHASE_NOT_ALLOWED');
    expect(after).toBe(before + 1);
    expect(await orderCount()).toBe(after);
  });

  it('numbers orders readably and uniquely', async () => {
    const placed = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    expect(placed.order.orderNo).toMatch(/^H\d{20}$/);
    const again = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    expect(again.order.orderNo).not.toBe(placed.order.orderNo);
  });

  it('lists the enabled payment methods', async () => {
    const response = await as(t.app, admin).get('/api/v1/billing/providers');
    expect(response.json()).toEqual({ providers: ['sandbox'] });
  });
});

describe('paying with the sandbox, end to end', () => {
  it('shows a real QR code whose page pays the order: the plan runs, limits rise, points come', async () => {
    const teamId = await seedTeam(db(), admin);
    const before = await as(t.app, admin).get(`/api/v1/teams/${teamId}`);
    expect(before.json<TeamDetail>().usage.readWriteSeats.limit).toBe(4);
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(5, 20, 10)));
    expect(placed.order).toMatchObject({
      status: 'pending',
      kind: 'team',
      product: 'plan',
      amountFen: 5 * 3_900 + 20 * 900 + 10 * 1_900,
      provider: 'sandbox',
      invoiceStatus: 'none',
    });
    expect(placed.qrContent).toMatch(
      new RegExp(`^http://heron\\.test/pay/sandbox/${placed.order.orderNo}\\?token=`),
    );
    expect(placed.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(new Date(placed.order.expiresAt).getTime() - t.clock.now().getTime()).toBe(
      ORDER_PAYMENT_WINDOW_MS,
    );

    const page = await as(t.app, null).get(
      `/api/v1/payments/sandbox/${placed.order.orderNo}?token=${placed.token}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      orderNo: placed.order.orderNo,
      amountFen: placed.order.amountFen,
      status: 'pending',
      subject: expect.stringContaining('Heron Plus plan, 1 month'),
    });
    const forgedToken = await as(t.app, null).get(
      `/api/v1/payments/sandbox/${placed.order.orderNo}?token=${placed.token.slice(1)}x`,
    );
    expectProblem(forgedToken, 404, 'NOT_FOUND');

    const payment = await as(t.app, admin).get(
      `/api/v1/billing/orders/${placed.order.orderNo}/payment`,
    );
    expect(payment.json<{ qrContent: string }>().qrContent).toBe(placed.qrContent);

    const paid = await payOnSandbox(t.app, placed);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const order = (
      await as(t.app, admin).get(`/api/v1/billing/orders/${placed.order.orderNo}`)
    ).json<Order>();
    expect(order).toMatchObject({
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
      canInvoice: true,
    });

    const detail = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(detail.plan).toBe('plus');
    // Bought plus included: 5 + 0 read-write, 20 + 10 read-only, 10 + 20 projects.
    expect(detail.usage).toMatchObject({
      readWriteSeats: { limit: 5 },
      readOnlySeats: { limit: 30 },
      projects: { limit: 30 },
    });
    expect(detail.canRecover).toBe(true);
    // Plus gives 100 points a month per read-write seat bought.
    expect(await teamPoints(teamId)).toBe(500);

    const subscription = (
      await as(t.app, admin).get(`/api/v1/billing/teams/${teamId}/subscription`)
    ).json<Subscription>();
    expect(subscription).toMatchObject({
      plan: 'plus',
      canManage: true,
      cycleMonths: 1,
      boughtSeats: seats(5, 20, 10),
      expiresAt: addMonths(t.clock.now(), 1).toISOString(),
      autoRenew: false,
      nextRenewalAt: null,
    });
    expect(subscription.payments.map((p) => p.orderNo)).toEqual([placed.order.orderNo]);

    const again = await payOnSandbox(t.app, placed);
    expectProblem(again, 409, 'ORDER_NOT_PAYABLE');
    expectProblem(
      await as(t.app, admin).get(`/api/v1/billing/orders/${placed.order.orderNo}/payment`),
      409,
      'ORDER_NOT_PAYABLE',
    );
    expect(await teamPoints(teamId)).toBe(500);
  });

  it('closing on the pay page cancels the order', async () => {
    const placed = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    const closed = await as(t.app, null).post(
      `/api/v1/payments/sandbox/${placed.order.orderNo}/close`,
      { token: placed.token },
    );
    expect(closed.json()).toMatchObject({ status: 'cancelled' });
    expectProblem(await payOnSandbox(t.app, placed), 409, 'ORDER_NOT_PAYABLE');
  });
});

describe('POST /api/v1/payments/:provider/notify', () => {
  it('refuses a forged notification with 400 and changes nothing', async () => {
    const teamId = await seedTeam(db(), admin);
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    const genuine = t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: placed.order.amountFen,
    });
    const tampered = genuine.rawBody.replace(
      `"amountFen":${placed.order.amountFen}`,
      '"amountFen":1',
    );
    expect(tampered).not.toBe(genuine.rawBody);
    const forged = await notify(t.app, 'sandbox', { headers: genuine.headers, rawBody: tampered });
    expectProblem(forged, 400, 'PAYMENT_NOTIFICATION_INVALID');
    const unsigned = await notify(t.app, 'sandbox', {
      headers: { 'content-type': 'application/json' },
      rawBody: genuine.rawBody,
    });
    expectProblem(unsigned, 400, 'PAYMENT_NOTIFICATION_INVALID');
    const wrongKey = await notify(t.app, 'sandbox', {
      headers: { ...genuine.headers, [SANDBOX_SIGNATURE_HEADER]: 'ab'.repeat(32) },
      rawBody: genuine.rawBody,
    });
    expectProblem(wrongKey, 400, 'PAYMENT_NOTIFICATION_INVALID');
    expect((await orderRow(placed.order.orderNo)).status).toBe('pending');
    expect(await eventsOf(placed.order.orderNo)).toEqual([]);
    expect((await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>().plan).toBe(
      'starter',
    );
    expectProblem(await notify(t.app, 'alipay', genuine), 404, 'NOT_FOUND');
    // The body is kept raw for the adapter: a form body is read as one, and still must verify.
    const form = await notify(t.app, 'sandbox', {
      headers: { ...genuine.headers, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'out_trade_no=H1&total_amount=1.00&sign=forged',
    });
    expectProblem(form, 400, 'PAYMENT_NOTIFICATION_INVALID');
    const xml = await notify(t.app, 'sandbox', {
      headers: { ...genuine.headers, 'content-type': 'text/xml' },
      rawBody: '<xml/>',
    });
    expectProblem(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await orderRow(placed.order.orderNo)).status).toBe('pending');
  });

  it('fulfils a replayed or duplicated notification once', async () => {
    const teamId = await seedTeam(db(), admin);
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(2)));
    const event = t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: placed.order.amountFen,
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await notify(t.app, 'sandbox', event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    // Another event for the same payment (a provider retrying with a new id).
    const duplicate = t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: placed.order.amountFen,
    });
    expect((await notify(t.app, 'sandbox', duplicate)).statusCode).toBe(200);
    expect((await orderRow(placed.order.orderNo)).status).toBe('paid');
    expect(await teamPoints(teamId)).toBe(200);
    const events = await eventsOf(placed.order.orderNo);
    expect(events.map((e) => e.result).sort()).toEqual(['duplicate', 'fulfilled']);
  });

  it('records a payment of another amount without fulfilling it', async () => {
    const placed = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    const event = t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: 1,
    });
    expect((await notify(t.app, 'sandbox', event)).statusCode).toBe(200);
    expect((await orderRow(placed.order.orderNo)).status).toBe('pending');
    expect((await eventsOf(placed.order.orderNo)).map((e) => e.result)).toEqual([
      'amount_mismatch',
    ]);
  });

  it('acknowledges a genuine notification for an unknown order and records it', async () => {
    const event = t.sandbox.signSandboxEvent({
      orderNo: 'H20990101000000123456',
      outcome: 'paid',
      amountFen: 100,
    });
    expect((await notify(t.app, 'sandbox', event)).statusCode).toBe(200);
    expect((await eventsOf('H20990101000000123456')).map((e) => e.result)).toEqual([
      'unknown_order',
    ]);
  });
});

describe('orders that expire', () => {
  it('refuses to pay an expired order; money arriving after expiry is refunded, not fulfilled', async () => {
    const teamId = await seedTeam(db(), admin);
    const start = t.clock.now();
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS);
    expectProblem(await payOnSandbox(t.app, placed), 409, 'ORDER_NOT_PAYABLE');
    const order = (
      await as(t.app, admin).get(`/api/v1/billing/orders/${placed.order.orderNo}`)
    ).json<Order>();
    expect(order.status).toBe('expired');

    // The provider took the money anyway (a late scan): recorded, refunded at the provider.
    const late = t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: placed.order.amountFen,
    });
    expect((await notify(t.app, 'sandbox', late)).statusCode).toBe(200);
    const row = await orderRow(placed.order.orderNo);
    expect(row.status).toBe('refunded');
    expect(row.refundedAt).toEqual(t.clock.now());
    expect((await eventsOf(placed.order.orderNo)).map((e) => e.result)).toEqual([
      'order_not_payable',
    ]);
    expect((await t.sandbox.queryPayment(placed.order.orderNo)).state).toBe('closed');
    const [team] = await db().select().from(teams).where(eq(teams.id, teamId));
    expect(team!.plan).toBe('starter');
    expect(await teamPoints(teamId)).toBe(0);
    t.clock.set(start);
  });

  it('the billing clock expires unpaid orders and closes them at the provider', async () => {
    const start = t.clock.now();
    const placed = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS - 1);
    await runClock();
    expect((await orderRow(placed.order.orderNo)).status).toBe('pending');
    t.clock.advance(1);
    const run = await runClock();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.order.orderNo)).status).toBe('expired');
    expect((await t.sandbox.queryPayment(placed.order.orderNo)).state).toBe('closed');
    expectProblem(
      await as(t.app, admin).post(`/api/v1/billing/orders/${placed.order.orderNo}/cancel`),
      409,
      'ORDER_NOT_PAYABLE',
    );
    t.clock.set(start);
  });

  it('the billing clock fulfils a payment whose notification never came', async () => {
    const start = t.clock.now();
    const teamId = await seedTeam(db(), admin);
    const placed = await placeOrder(t.app, admin, planPurchase(teamId, 'business', seats(1)));
    // Paid at the provider; the notification is lost.
    t.sandbox.signSandboxEvent({
      orderNo: placed.order.orderNo,
      outcome: 'paid',
      amountFen: placed.order.amountFen,
    });
    t.clock.advance(2 * 60_000);
    const run = await runClock();
    expect(run.reconciled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.order.orderNo)).status).toBe('paid');
    expect(await teamPoints(teamId)).toBe(300);
    // Asking again changes nothing.
    await runClock();
    expect(await teamPoints(teamId)).toBe(300);
    t.clock.set(start);
  });
});

describe('POST /api/v1/billing/orders/:orderNo/cancel', () => {
  it('cancels a pending order for its buyer, closing it at the provider', async () => {
    const placed = await placeOrder(t.app, admin, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    const outsider = await signUp(t.app, 'Outsider');
    expectProblem(
      await as(t.app, outsider).post(`/api/v1/billing/orders/${placed.order.orderNo}/cancel`),
      404,
      'NOT_FOUND',
    );
    const cancelled = await as(t.app, admin).post(
      `/api/v1/billing/orders/${placed.order.orderNo}/cancel`,
    );
    expect(cancelled.json<Order>().status).toBe('cancelled');
    expect((await t.sandbox.queryPayment(placed.order.orderNo)).state).toBe('closed');
    expectProblem(await payOnSandbox(t.app, placed), 409, 'ORDER_NOT_PAYABLE');
  });

  it("replaces a team's subscription order still waiting for payment with a new one", async () => {
    const teamId = await seedTeam(db(), admin);
    const first = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    const second = await placeOrder(t.app, admin, planPurchase(teamId, 'plus', seats(2)));
    expect((await orderRow(first.order.orderNo)).status).toBe('cancelled');
    expect((await orderRow(second.order.orderNo)).status).toBe('pending');
    expectProblem(await payOnSandbox(t.app, first), 409, 'ORDER_NOT_PAYABLE');
    expect((await payOnSandbox(t.app, second)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/billing/orders', () => {
  it('lists the caller’s and their teams’ orders, newest first, with filters and pages', async () => {
    const buyer = await signUp(t.app, 'Buyer');
    const teamAdmin = await signUp(t.app, 'Team admin');
    const member = await signUp(t.app, 'Plain member');
    const teamId = await seedTeam(db(), teamAdmin);
    await seedTeamMember(db(), teamId, member);
    const start = t.clock.now();
    const numbers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(60_000);
      const order = await buy(t.app, buyer, { type: 'points', package: 'basic', teamId: null });
      numbers.push(order.orderNo);
    }
    t.clock.advance(60_000);
    const pending = await placeOrder(t.app, buyer, {
      type: 'points',
      package: 'supreme',
      teamId: null,
    });
    t.clock.advance(60_000);
    const teamOrder = await buy(t.app, teamAdmin, planPurchase(teamId, 'plus', seats(1)));

    const list = async (person: Person, query = '') => {
      const response = await as(t.app, person).get(`/api/v1/billing/orders${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Order[]; total: number; page: number; pageSize: number }>();
    };
    const all = await list(buyer);
    expect(all).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    expect(all.items.map((o) => o.orderNo)).toEqual([pending.order.orderNo, ...numbers.reverse()]);
    expect(all.items[1]).toMatchObject({ buyerName: 'Buyer', kind: 'personal', teamName: null });

    const page2 = await list(buyer, '?page=2&pageSize=4');
    expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page2.items).toHaveLength(2);
    expect((await list(buyer, '?status=pending')).items.map((o) => o.orderNo)).toEqual([
      pending.order.orderNo,
    ]);
    expect((await list(buyer, '?status=paid')).total).toBe(5);
    expect((await list(buyer, '?invoiceStatus=none&kind=personal&product=points')).total).toBe(6);
    expect((await list(buyer, '?kind=team')).total).toBe(0);
    expect((await list(buyer, `?q=${numbers[2]!.slice(-8)}`)).items.map((o) => o.orderNo)).toEqual([
      numbers[2],
    ]);
    const from = new Date(start.getTime() + 2 * 60_000 + 1).toISOString();
    const to = new Date(start.getTime() + 4 * 60_000 + 1).toISOString();
    expect((await list(buyer, `?from=${from}&to=${to}`)).total).toBe(2);

    // A team's orders: its admins see them, its plain members and others do not.
    expect((await list(teamAdmin)).items.map((o) => o.orderNo)).toEqual([teamOrder.orderNo]);
    expect((await list(member)).total).toBe(0);
    expect((await list(teamAdmin, '?kind=team&product=plan')).total).toBe(1);
    expectProblem(
      await as(t.app, member).get(`/api/v1/billing/orders/${teamOrder.orderNo}`),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await as(t.app, buyer).get('/api/v1/billing/orders?pageSize=101'),
      400,
      'VALIDATION_FAILED',
    );
    t.clock.set(start);
  });
});
