import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  SUPPORT_REFUND_DAYS,
  type Order,
  type OrderStatus,
  type Subscription,
  type TeamDetail,
} from '@heron/contract';
import { orders, pointGrants, teams } from '../../db/schema/index.js';
import { registerUser } from '../../../test/auth-helpers.js';
import {
  buy,
  createBillingTestApp,
  DAY,
  hourAligned,
  HOUR,
  invoiceBody,
  payOnSandbox,
  planPurchase,
  quote,
  seats,
  type BillingTestApp,
} from '../../../test/billing-helpers.js';
import {
  as,
  expectDenied,
  expectProblem,
  seedProject,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';
import { pointsBalance } from '../points/points-ledger.js';
import { silentLog } from './billing-context.js';
import { runBillingClock } from './billing-clock.js';
import { createRenewalNotifier } from './renewal-notice.js';

const SUPER_ADMIN_EMAIL = 'billing-desk@example.com';

let t: BillingTestApp;
let admin: Person;
beforeAll(async () => {
  t = await createBillingTestApp({ superAdminEmails: [SUPER_ADMIN_EMAIL] });
  admin = await signUp(t.app, 'Admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const runClock = () => runBillingClock(db(), t.payments, t.clock.now());
const subscriptionOf = async (teamId: string, person: Person = admin) => {
  const response = await as(t.app, person).get(`/api/v1/billing/teams/${teamId}/subscription`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Subscription>();
};
const planGrants = (teamId: string) =>
  db()
    .select({
      amount: pointGrants.amount,
      grantedAt: pointGrants.grantedAt,
      expiresAt: pointGrants.expiresAt,
    })
    .from(pointGrants)
    .where(and(eq(pointGrants.ownerId, teamId), eq(pointGrants.source, 'plan')))
    .orderBy(asc(pointGrants.grantedAt));
const renewalOrders = (teamId: string) =>
  db()
    .select()
    .from(orders)
    .where(and(eq(orders.teamId, teamId), eq(orders.product, 'renewal')))
    .orderBy(asc(orders.createdAt));

describe('GET /api/v1/billing/teams/:teamId/subscription', () => {
  it('shows Starter to every member, and buying only to the admins', async () => {
    const teamId = await seedTeam(db(), admin);
    const member = await signUp(t.app, 'Member');
    await seedTeamMember(db(), teamId, member);
    expect(await subscriptionOf(teamId)).toMatchObject({
      plan: 'starter',
      canManage: true,
      cycleMonths: null,
      expiresAt: null,
      usage: { readWriteSeats: { used: 1, limit: 4 }, readOnlySeats: { used: 1, limit: 10 } },
      payments: [],
    });
    expect((await subscriptionOf(teamId, member)).canManage).toBe(false);
    expectDenied(
      await as(t.app, await signUp(t.app, 'Outsider')).get(
        `/api/v1/billing/teams/${teamId}/subscription`,
      ),
    );
  });

  it("a plain team member cannot read the team's payment history (issue 21)", async () => {
    const teamId = await seedTeam(db(), admin);
    const member = await signUp(t.app, 'Plain Member');
    await seedTeamMember(db(), teamId, member);
    const coAdmin = await signUp(t.app, 'Co-admin');
    await seedTeamMember(db(), teamId, coAdmin, { isAdmin: true });
    const root: Person = {
      id: '',
      name: 'Root',
      email: SUPER_ADMIN_EMAIL,
      token: await registerUser(t.app, SUPER_ADMIN_EMAIL, { name: 'Root' }),
    };
    const order = await buy(t.app, admin, planPurchase(teamId, 'plus', seats(5, 5)));

    for (const person of [admin, coAdmin, root]) {
      const seen = await subscriptionOf(teamId, person);
      expect(seen.canViewPayments, person.name).toBe(true);
      expect(
        seen.payments.map((payment) => payment.orderNo),
        person.name,
      ).toEqual([order.orderNo]);
    }
    const seenByMember = await subscriptionOf(teamId, member);
    expect(seenByMember).toMatchObject({ plan: 'plus', canViewPayments: false, payments: [] });
    // Nor through the order itself: it is the buyer's and the team admins' (order.view).
    expectProblem(
      await as(t.app, member).get(`/api/v1/billing/orders/${order.orderNo}`),
      404,
      'NOT_FOUND',
    );
    const listed = await as(t.app, member).get('/api/v1/billing/orders');
    expect(listed.json<{ total: number }>().total).toBe(0);
  });
});

describe('when a plan ends', () => {
  it('falls back to Starter: its limits, and the newest projects beyond them frozen', async () => {
    const teamId = await seedTeam(db(), admin);
    const projectIds: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      projectIds.push(
        await seedProject(db(), teamId, admin, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }),
      );
    }
    const before = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(before.frozenProjectCount).toBe(2);

    // Bought 40 days ago for one month: it ran, then ended.
    t.clock.set(hourAligned(-40));
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    expect(await subscriptionOf(teamId)).toMatchObject({
      plan: 'plus',
      usage: { projects: { used: 12, limit: 20 } },
    });
    t.clock.set(hourAligned());
    expect(await subscriptionOf(teamId)).toMatchObject({
      plan: 'starter',
      expiresAt: null,
      usage: { readWriteSeats: { limit: 4 }, projects: { used: 12, limit: 10 } },
    });
    const after = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(after).toMatchObject({ plan: 'starter', frozenProjectCount: 2, canRecover: false });
    const newest = await as(t.app, admin).patch(`/api/v1/projects/${projectIds[11]}`, {
      name: 'Renamed',
    });
    expectProblem(newest, 423, 'PROJECT_FROZEN');
    const oldest = await as(t.app, admin).patch(`/api/v1/projects/${projectIds[0]}`, {
      name: 'Renamed',
    });
    expect(oldest.statusCode).toBe(200);

    // Buying again thaws them.
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    const thawed = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(thawed).toMatchObject({ plan: 'plus', frozenProjectCount: 0 });
  });
});

describe('auto-renewal', () => {
  it('is cancelled (the plan runs to its expiry) and resumed; the clock places the renewal', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    const member = await signUp(t.app, 'Member');
    await seedTeamMember(db(), teamId, member);
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(2), 1, true));
    const end = addMonths(start, 1);
    expect(await subscriptionOf(teamId)).toMatchObject({
      autoRenew: true,
      cancelledAt: null,
      expiresAt: end.toISOString(),
      nextRenewalAt: end.toISOString(),
    });

    expectDenied(
      await as(t.app, member).post(`/api/v1/billing/teams/${teamId}/subscription/cancel`),
    );
    t.clock.advance(3 * DAY);
    const cancelled = await as(t.app, admin).post(
      `/api/v1/billing/teams/${teamId}/subscription/cancel`,
    );
    expect(cancelled.json<Subscription>()).toMatchObject({
      plan: 'plus',
      autoRenew: false,
      cancelledAt: t.clock.now().toISOString(),
      expiresAt: end.toISOString(),
      nextRenewalAt: null,
    });
    t.clock.set(new Date(end.getTime() - 2 * DAY));
    expect((await runClock()).renewalsPlaced).toBe(0);

    const resumed = await as(t.app, admin).post(
      `/api/v1/billing/teams/${teamId}/subscription/resume`,
    );
    expect(resumed.json<Subscription>()).toMatchObject({ autoRenew: true, cancelledAt: null });
    expect((await runClock()).renewalsPlaced).toBe(1);
    expect((await runClock()).renewalsPlaced).toBe(0);
    const [renewal] = await renewalOrders(teamId);
    expect(renewal).toMatchObject({ status: 'pending', amountFen: 7_800, buyerId: null });
    expect(renewal!.expiresAt).toEqual(end);

    // The admins see it and pay it from the billing screen.
    const payment = await as(t.app, admin).get(
      `/api/v1/billing/orders/${renewal!.orderNo}/payment`,
    );
    expect(payment.statusCode, payment.body).toBe(200);
    const { qrContent } = payment.json<{ qrContent: string }>();
    const token = new URL(qrContent).searchParams.get('token')!;
    const paid = await payOnSandbox(t.app, {
      order: { orderNo: renewal!.orderNo } as Order,
      qrContent,
      qrSvg: '',
      token,
    });
    expect(paid.statusCode).toBe(200);
    expect(await subscriptionOf(teamId)).toMatchObject({
      plan: 'plus',
      expiresAt: addMonths(start, 2).toISOString(),
      periodStart: start.toISOString(),
      nextRenewalAt: addMonths(start, 2).toISOString(),
    });

    // The renewed month's points come on the purchase day.
    t.clock.set(end);
    expect((await runClock()).pointsGranted).toBe(200);
    const grants = await planGrants(teamId);
    expect(grants.map((g) => [g.amount, g.grantedAt, g.expiresAt])).toEqual([
      [200, start, end],
      [200, end, addMonths(start, 2)],
    ]);
    t.clock.set(start);
  });

  it("tells the team's admins of the renewal order, in the language the plan was bought in", async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin, { name: 'Kōbō' });
    const coAdmin = await signUp(t.app, 'Co Admin');
    const member = await signUp(t.app, 'Plain Member');
    await seedTeamMember(db(), teamId, coAdmin, { isAdmin: true });
    await seedTeamMember(db(), teamId, member);
    // The plan is bought from the web app in Japanese.
    const purchase = planPurchase(teamId, 'plus', seats(3), 1, true);
    const { amountFen } = await quote(t.app, admin, purchase);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/orders',
      headers: { 'x-heron-language': 'ja' },
      cookies: { heron_session: admin.token },
      payload: { purchase, provider: 'sandbox', expectedAmountFen: amountFen },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, qrContent } = placed.json<{ order: Order; qrContent: string }>();
    const token = new URL(qrContent).searchParams.get('token')!;
    expect((await payOnSandbox(t.app, { order, qrContent, qrSvg: '', token })).statusCode).toBe(
      200,
    );

    const sent: { to: string; subject: string; text: string }[] = [];
    const notifier = createRenewalNotifier({
      db: db(),
      messenger: {
        sendEmail: async (mail) => {
          if (mail.to === coAdmin.email) throw new Error('mailbox full');
          sent.push(mail);
        },
        sendSms: () => Promise.reject(new Error('no SMS here')),
      },
      publicUrl: 'http://heron.test/',
      log: silentLog(),
    });
    const warnings: unknown[] = [];
    const log = { ...silentLog(), warn: (fact: unknown) => void warnings.push(fact) };
    t.clock.set(new Date(addMonths(start, 1).getTime() - 2 * DAY));
    const run = await runBillingClock(db(), t.payments, t.clock.now(), log, notifier);
    // One admin's mailbox refused it: logged, and the order stands for the others all the same.
    expect(run.renewalsPlaced).toBe(1);
    expect(warnings).toMatchObject([{ err: { message: 'mailbox full' } }]);
    const [renewal] = await renewalOrders(teamId);
    expect(renewal!.language).toBe('ja');
    expect(sent.map((mail) => mail.to)).toEqual([admin.email]);
    const [mail] = sent;
    expect(mail!.subject).toContain('Kōbō');
    expect(mail!.subject).toContain(renewal!.orderNo);
    expect(mail!.text).toContain('お支払いをお待ちしています');
    expect(mail!.text).toContain(`http://heron.test/order/subscription?teamId=${teamId}`);
    expect(mail!.text).toContain('117.00');
    expect(mail!.text).toContain('UTC');
    // Placed once: the next run neither places nor mails again.
    expect(
      (await runBillingClock(db(), t.payments, t.clock.now(), log, notifier)).renewalsPlaced,
    ).toBe(0);
    expect(sent).toHaveLength(1);
    t.clock.set(start);
  });

  it('lapses to Starter when the renewal is not paid, and cancelling withdraws the renewal', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    await buy(t.app, admin, planPurchase(teamId, 'business', seats(1), 1, true));
    const end = addMonths(start, 1);
    t.clock.set(new Date(end.getTime() - DAY));
    await runClock();
    t.clock.set(new Date(end.getTime() + HOUR));
    const run = await runClock();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await renewalOrders(teamId)).map((o) => o.status)).toEqual(['expired']);
    expect(await subscriptionOf(teamId)).toMatchObject({ plan: 'starter', expiresAt: null });

    const other = await seedTeam(db(), admin);
    t.clock.set(start);
    await buy(t.app, admin, planPurchase(other, 'plus', seats(1), 3, true));
    t.clock.set(new Date(addMonths(start, 3).getTime() - DAY));
    await runClock();
    expect((await renewalOrders(other)).map((o) => o.status)).toEqual(['pending']);
    await as(t.app, admin).post(`/api/v1/billing/teams/${other}/subscription/cancel`);
    expect((await renewalOrders(other)).map((o) => o.status)).toEqual(['cancelled']);
    t.clock.set(start);
  });

  it('cannot be resumed without a paid plan running', async () => {
    const teamId = await seedTeam(db(), admin);
    expectProblem(
      await as(t.app, admin).post(`/api/v1/billing/teams/${teamId}/subscription/resume`),
      409,
      'PURCHASE_NOT_ALLOWED',
    );
  });
});

describe('plan points (spec §9)', () => {
  it('a quarterly plan grants monthly, each grant valid to the end of the next month', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    await buy(t.app, admin, planPurchase(teamId, 'business', seats(2), 3));
    for (const month of [1, 2, 3]) {
      t.clock.set(addMonths(start, month));
      await runClock();
    }
    const grants = await planGrants(teamId);
    // Business: 300 a month per read-write seat; the third month's end is the period's: no more.
    expect(grants.map((g) => [g.amount, g.grantedAt, g.expiresAt])).toEqual([
      [600, start, addMonths(start, 2)],
      [600, addMonths(start, 1), addMonths(start, 3)],
      [600, addMonths(start, 2), addMonths(start, 4)],
    ]);
    expect((await pointsBalance(db(), 'team', teamId, addMonths(start, 3))).remaining).toBe(600);
    t.clock.set(start);
  });

  it('an upgrade tops the month up instead of granting it twice; packages never expire', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(2), 12));
    t.clock.advance(5 * DAY);
    await buy(t.app, admin, planPurchase(teamId, 'business', seats(2), 12));
    const grants = await planGrants(teamId);
    // Plus gave 200 this month; Business gives 600: 400 more.
    expect(grants.map((g) => g.amount)).toEqual([200, 400]);
    await buy(t.app, admin, { type: 'points', package: 'supreme', teamId });
    const [pack] = await db()
      .select()
      .from(pointGrants)
      .where(and(eq(pointGrants.ownerId, teamId), eq(pointGrants.source, 'package')));
    expect(pack).toMatchObject({ amount: 20_000, expiresAt: null, ownerType: 'team' });
    const personal = await buy(t.app, admin, { type: 'points', package: 'basic', teamId: null });
    expect(personal.kind).toBe('personal');
    expect((await pointsBalance(db(), 'user', admin.id, addMonths(start, 120))).remaining).toBe(
      1_000,
    );
    t.clock.set(start);
  });
});

describe('the personal space', () => {
  it("buys a plan as a personal order, its points going to the owner's personal points", async () => {
    t.clock.set(hourAligned());
    const owner = await signUp(t.app, 'Owner');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    const order = await buy(t.app, owner, planPurchase(space.id, 'plus', seats(1), 12));
    expect(order).toMatchObject({ kind: 'personal', teamId: space.id });
    expect((await pointsBalance(db(), 'user', owner.id, t.clock.now())).remaining).toBe(100);
    expect((await pointsBalance(db(), 'team', space.id, t.clock.now())).remaining).toBe(0);
    expect(await subscriptionOf(space.id, owner)).toMatchObject({
      plan: 'plus',
      isPersonal: true,
      canManage: true,
      usage: { projects: { limit: 20 } },
    });
  });
});

describe('POST /api/v1/billing/orders/:orderNo/refund', () => {
  const refund = (orderNo: string, person: Person = admin) =>
    as(t.app, person).post(`/api/v1/billing/orders/${orderNo}/refund`);

  it('refunds annual support within 7 days of payment, and support ends', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    const order = await buy(t.app, admin, { type: 'support', teamId });
    expect(order.isRefundable).toBe(true);
    expect((await subscriptionOf(teamId)).supportUntil).toBe(addMonths(start, 12).toISOString());
    const member = await signUp(t.app, 'Member');
    await seedTeamMember(db(), teamId, member);
    expectProblem(await refund(order.orderNo, member), 404, 'NOT_FOUND');

    t.clock.advance(SUPPORT_REFUND_DAYS * DAY - 1);
    const refunded = await refund(order.orderNo);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<Order>()).toMatchObject({
      status: 'refunded' satisfies OrderStatus,
      refundedAt: t.clock.now().toISOString(),
      isRefundable: false,
      canInvoice: false,
    });
    expect((await subscriptionOf(teamId)).supportUntil).toBeNull();
    expect((await t.sandbox.queryPayment(order.orderNo)).state).toBe('closed');
    expectProblem(await refund(order.orderNo), 409, 'REFUND_NOT_ALLOWED');
    t.clock.set(start);
  });

  it('refuses after 7 days, for anything but support, and once an invoice was applied for', async () => {
    const start = hourAligned();
    t.clock.set(start);
    const teamId = await seedTeam(db(), admin);
    const late = await buy(t.app, admin, { type: 'support', teamId });
    const invoiced = await buy(t.app, admin, { type: 'support', teamId });
    // The second year follows the first.
    expect((await subscriptionOf(teamId)).supportUntil).toBe(addMonths(start, 24).toISOString());
    const plan = await buy(t.app, admin, planPurchase(teamId, 'plus', seats(1)));
    expectProblem(await refund(plan.orderNo), 409, 'REFUND_NOT_ALLOWED');
    const applied = await as(t.app, admin).post(
      `/api/v1/billing/orders/${invoiced.orderNo}/invoice`,
      invoiceBody(),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    expectProblem(await refund(invoiced.orderNo), 409, 'REFUND_NOT_ALLOWED');
    t.clock.advance(SUPPORT_REFUND_DAYS * DAY);
    const afterWeek = await refund(late.orderNo);
    expectProblem(afterWeek, 409, 'REFUND_NOT_ALLOWED');
    expect(afterWeek.json<{ detail: string }>().detail).toMatch(/guarantee .* has ended/);
    const [row] = await db().select().from(teams).where(eq(teams.id, teamId));
    expect(row!.plan).toBe('plus');
    t.clock.set(start);
  });
});
