import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  proratedSeatsPrice,
  quotePlan,
  unusedCredit,
  type Purchase,
  type Subscription,
  type TeamDetail,
} from '@heron/contract';
import { teams } from '../../db/schema/index.js';
import {
  buy,
  createBillingTestApp,
  DAY,
  HOUR,
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
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';

let t: BillingTestApp;
let admin: Person;
beforeAll(async () => {
  t = await createBillingTestApp();
  admin = await signUp(t.app, 'Admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const newTeam = () => seedTeam(db(), admin);

async function teamRow(teamId: string) {
  const [row] = await db().select().from(teams).where(eq(teams.id, teamId));
  return row!;
}

function refused(response: { statusCode: number; json(): unknown }, detail: RegExp) {
  expectProblem(response, 409, 'PURCHASE_NOT_ALLOWED');
  expect((response.json() as { detail: string }).detail).toMatch(detail);
}

describe('POST /api/v1/billing/quote: a new plan', () => {
  it('prices seats per month over 1, 3 and 12 months with the cycle discount', async () => {
    const teamId = await newTeam();
    const now = t.clock.now();
    const monthly = await quote(t.app, admin, planPurchase(teamId, 'plus', seats(3)));
    expect(monthly).toMatchObject({
      lines: [{ kind: 'readWrite', quantity: 3, unitFen: 3_900, months: 1, listFen: 11_700 }],
      listFen: 11_700,
      discountPercent: 0,
      subtotalFen: 11_700,
      creditFen: 0,
      amountFen: 11_700,
      points: 300,
      periodStart: now.toISOString(),
      periodEnd: addMonths(now, 1).toISOString(),
    });
    const quarterly = await quote(t.app, admin, planPurchase(teamId, 'plus', seats(3), 3));
    // 35,100 less 5 %.
    expect(quarterly).toMatchObject({ listFen: 35_100, discountPercent: 5, amountFen: 33_345 });
    const annual = await quote(t.app, admin, planPurchase(teamId, 'plus', seats(3, 5, 2), 12));
    // (3 × 39 + 5 × 9 + 2 × 19) yuan a month = 200 yuan; × 12 = 2,400; less 15 % = 2,040.
    expect(annual).toMatchObject({ listFen: 240_000, discountPercent: 15, amountFen: 204_000 });
    expect(annual.lines.map((line) => line.kind)).toEqual(['readWrite', 'readOnly', 'project']);
    expect(annual.amountFen).toBe(quotePlan('plus', seats(3, 5, 2), 12).totalFen);
  });

  it('prices a personal points package and a year of support', async () => {
    const pack = await quote(t.app, admin, { type: 'points', package: 'advanced', teamId: null });
    expect(pack).toMatchObject({ amountFen: 12_900, points: 5_000, periodStart: null });
    const teamId = await newTeam();
    const support = await quote(t.app, admin, { type: 'support', teamId });
    expect(support).toMatchObject({ amountFen: 299_900, points: 0 });
    expect(support.periodEnd).toBe(addMonths(t.clock.now(), 12).toISOString());
  });
});

describe('POST /api/v1/billing/quote: changing a plan', () => {
  it('credits the unused half of the period to an upgrade, the same for the whole hour', async () => {
    const teamId = await newTeam();
    const start = t.clock.now();
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(2)));
    const end = addMonths(start, 1);
    // Half way: the period is a whole number of days, so its half is on an hour.
    const middle = new Date((start.getTime() + end.getTime()) / 2);
    t.clock.set(middle);
    const upgrade = await quote(t.app, admin, planPurchase(teamId, 'business', seats(2)));
    expect(upgrade.creditFen).toBe(unusedCredit(7_800, start, end, middle));
    expect(upgrade).toMatchObject({ subtotalFen: 15_800, creditFen: 3_900, amountFen: 11_900 });
    expect(upgrade.periodStart).toBe(middle.toISOString());

    // Proration counts from the hour: 40 minutes on, the price has not moved.
    t.clock.set(new Date(middle.getTime() + 40 * 60_000));
    const later = await quote(t.app, admin, planPurchase(teamId, 'business', seats(2)));
    expect(later.amountFen).toBe(11_900);
    const order = await buy(t.app, admin, planPurchase(teamId, 'business', seats(2)));
    expect(order).toMatchObject({ product: 'plan', amountFen: 11_900 });
    const team = await teamRow(teamId);
    expect(team.plan).toBe('business');
    expect(team.planExpiresAt).toEqual(addMonths(t.clock.now(), 1));
    t.clock.set(start);
  });

  it('prorates seats to the end of the period', async () => {
    const teamId = await newTeam();
    const start = t.clock.now();
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(1), 3));
    const end = addMonths(start, 3);
    const at = new Date(start.getTime() + 20 * DAY + 5 * HOUR);
    t.clock.set(at);
    const purchase: Purchase = { type: 'seats', teamId, extra: seats(2, 10, 1) };
    const more = await quote(t.app, admin, purchase);
    const expected = proratedSeatsPrice('plus', seats(2, 10, 1), 3, start, end, at);
    expect(more.amountFen).toBe(expected);
    expect(more.amountFen).toBeLessThan(quotePlan('plus', seats(2, 10, 1), 3).totalFen);
    expect(more).toMatchObject({ creditFen: 0, points: 200, periodEnd: end.toISOString() });
    await buy(t.app, admin, purchase);
    const subscription = await as(t.app, admin).get(`/api/v1/billing/teams/${teamId}/subscription`);
    expect(subscription.json<Subscription>().boughtSeats).toEqual(seats(3, 10, 1));
    const detail = await as(t.app, admin).get(`/api/v1/teams/${teamId}`);
    // Plus includes 10 read-only seats and 20 projects.
    expect(detail.json<TeamDetail>().usage).toMatchObject({
      readWriteSeats: { limit: 3 },
      readOnlySeats: { limit: 20 },
      projects: { limit: 21 },
    });
    t.clock.set(start);
  });

  it("adds seat orders to a period's paid total beyond 32 bits, and credits all of it", async () => {
    // Each order stays under the one-order cap, but together they pass 2^31 fen: the period's
    // total is what an upgrade credits, so it is stored whole, after the money was taken.
    const teamId = await newTeam();
    const plan = await buy(t.app, admin, planPurchase(teamId, 'enterprise', seats(13_000), 12));
    t.clock.advance(HOUR);
    const more = await buy(t.app, admin, { type: 'seats', teamId, extra: seats(13_000) });
    expect(plan.amountFen + more.amountFen).toBeGreaterThan(2 ** 31);
    const subscription = await as(t.app, admin).get(`/api/v1/billing/teams/${teamId}/subscription`);
    expect(subscription.statusCode, subscription.body).toBe(200);
    expect(subscription.json<Subscription>().boughtSeats).toEqual(seats(26_000));
    // One more seat for a month is a change of plan: the period's paid total is credited, up to
    // the new price.
    const change = await quote(t.app, admin, planPurchase(teamId, 'enterprise', seats(26_001), 1));
    expect(change.creditFen).toBe(change.subtotalFen);
    t.clock.advance(-HOUR);
  });

  it('refuses seats that would take a subscription past 100,000 of a kind', async () => {
    const teamId = await newTeam();
    await buy(t.app, admin, planPurchase(teamId, 'enterprise', seats(100_000)));
    const response = await as(t.app, admin).post('/api/v1/billing/quote', {
      purchase: { type: 'seats', teamId, extra: seats(1) },
    });
    refused(response, /at most 100000 read-write seats/);
  });

  it('never asks less than nothing: a credit larger than the new price makes it free', async () => {
    const teamId = await newTeam();
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(10), 12));
    t.clock.advance(2 * DAY);
    const upgrade = planPurchase(teamId, 'business', seats(1));
    const priced = await quote(t.app, admin, upgrade);
    expect(priced).toMatchObject({ subtotalFen: 7_900, creditFen: 7_900, amountFen: 0 });
    // A free order is paid at once: no QR code to scan.
    const placed = await placeOrder(t.app, admin, upgrade);
    expect(placed.order).toMatchObject({ status: 'paid', amountFen: 0, canInvoice: false });
    expect(placed.qrContent).toBe('');
    expect((await teamRow(teamId)).plan).toBe('business');
    t.clock.advance(-2 * DAY);
  });

  it('renews the same plan and seats from the current expiry, without credit', async () => {
    const teamId = await newTeam();
    const start = t.clock.now();
    await buy(t.app, admin, planPurchase(teamId, 'plus', seats(2)));
    t.clock.advance(10 * DAY);
    const renewal = await quote(t.app, admin, planPurchase(teamId, 'plus', seats(2), 3));
    expect(renewal).toMatchObject({
      creditFen: 0,
      amountFen: quotePlan('plus', seats(2), 3).totalFen,
      periodStart: addMonths(start, 1).toISOString(),
      periodEnd: addMonths(start, 4).toISOString(),
    });
    const order = await buy(t.app, admin, planPurchase(teamId, 'plus', seats(2), 3));
    expect(order.product).toBe('renewal');
    expect((await teamRow(teamId)).planExpiresAt).toEqual(addMonths(start, 4));
    t.clock.set(start);
  });
});

describe('POST /api/v1/billing/quote: what cannot be bought', () => {
  it('refuses a lower plan, too few or too many seats, and seats without a plan', async () => {
    const teamId = await newTeam();
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: { type: 'seats', teamId, extra: seats(1) },
      }),
      /buy a plan first/,
    );
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(0)),
      }),
      /at least 1 read-write seat/,
    );
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(21)),
      }),
      /at most 20 read-write seats/,
    );
    await buy(t.app, admin, planPurchase(teamId, 'business', seats(1)));
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(5)),
      }),
      /on Business; a lower plan/,
    );
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: { type: 'seats', teamId, extra: seats(0) },
      }),
      /at least one seat/,
    );
  });

  it('treats a plan an operator set as nothing bought: no seats on it, no lower plan', async () => {
    const teamId = await seedTeam(db(), admin, { plan: 'business' });
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: { type: 'seats', teamId, extra: seats(1) },
      }),
      /set by an operator/,
    );
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(1)),
      }),
      /on Business/,
    );
    const own = await quote(t.app, admin, planPurchase(teamId, 'business', seats(1)));
    expect(own).toMatchObject({ creditFen: 0, amountFen: 7_900 });
  });

  it('refuses fewer read-write or read-only seats than the team uses', async () => {
    const teamId = await newTeam();
    const projectId = await seedProject(db(), teamId, admin);
    for (const name of ['Writer A', 'Writer B']) {
      const writer = await signUp(t.app, name);
      await seedTeamMember(db(), teamId, writer);
      await seedProjectMember(db(), projectId, writer, { permission: 2 });
    }
    // The admin and two writers: three read-write seats in use.
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(2)),
      }),
      /3 read-write seats in use/,
    );
    for (let i = 0; i < 11; i += 1) {
      await seedTeamMember(db(), teamId, await signUp(t.app, `Reader ${i}`));
    }
    // Eleven readers against Plus's 10 included read-only seats.
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(3)),
      }),
      /11 read-only seats in use.*Buy at least 1/,
    );
    expect((await quote(t.app, admin, planPurchase(teamId, 'plus', seats(3, 1)))).amountFen).toBe(
      12_600,
    );
  });

  it('refuses support for the personal space, and buying for a team one does not manage', async () => {
    const personal = await as(t.app, admin).get('/api/v1/personal-space');
    refused(
      await as(t.app, admin).post('/api/v1/billing/quote', {
        purchase: { type: 'support', teamId: personal.json<TeamDetail>().id },
      }),
      /not for the personal space/,
    );
    const teamId = await newTeam();
    const member = await signUp(t.app, 'Member');
    await seedTeamMember(db(), teamId, member);
    const outsider = await signUp(t.app, 'Outsider');
    for (const person of [member, outsider]) {
      expectDenied(
        await as(t.app, person).post('/api/v1/billing/quote', {
          purchase: planPurchase(teamId, 'plus', seats(1)),
        }),
      );
    }
    expectProblem(
      await as(t.app, null).post('/api/v1/billing/quote', {
        purchase: planPurchase(teamId, 'plus', seats(1)),
      }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
