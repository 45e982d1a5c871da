import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxNumberCheckCharacter, type Invoice, type Order } from '@heron/contract';
import { invoices, orders } from '../../db/schema/index.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import {
  buy,
  createBillingTestApp,
  invoiceBody,
  placeOrder,
  planPurchase,
  seats,
  taxNumber,
  type BillingTestApp,
} from '../../../test/billing-helpers.js';
import {
  as,
  expectDenied,
  expectProblem,
  seedTeam,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';

const SUPER_ADMIN_EMAIL = 'invoice-desk@example.com';

let t: BillingTestApp;
let buyer: Person;
let root: Person;
beforeAll(async () => {
  t = await createBillingTestApp({ superAdminEmails: [SUPER_ADMIN_EMAIL] });
  buyer = await signUp(t.app, 'Buyer');
  const token = await registerUser(t.app, SUPER_ADMIN_EMAIL, { name: 'Root' });
  root = { id: '', name: 'Root', email: SUPER_ADMIN_EMAIL, token };
});
afterAll(() => t.close());

const db = () => t.database.db;
const apply = (orderNo: string, body: unknown, person: Person = buyer) =>
  as(t.app, person).post(`/api/v1/billing/orders/${orderNo}/invoice`, body);
async function invoiceCount() {
  const [row] = await db().select({ value: count() }).from(invoices);
  return row!.value;
}
const invoiceStatusOf = async (orderNo: string) =>
  (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.invoiceStatus;

describe('POST /api/v1/billing/orders/:orderNo/invoice', () => {
  it('applies once for a paid order, for its amount, pending issue', async () => {
    const order = await buy(t.app, buyer, { type: 'points', package: 'advanced', teamId: null });
    const code = taxNumber();
    const response = await apply(
      order.orderNo,
      invoiceBody({ type: 'special', taxNumber: code.toLowerCase() }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Invoice>()).toMatchObject({
      orderNo: order.orderNo,
      type: 'special',
      taxNumber: code,
      amountFen: 12_900,
      status: 'pending',
      appliedAt: t.clock.now().toISOString(),
      issuedAt: null,
      applicantName: 'Buyer',
    });
    const after = await as(t.app, buyer).get(`/api/v1/billing/orders/${order.orderNo}`);
    expect(after.json<Order>()).toMatchObject({ invoiceStatus: 'pending', canInvoice: false });
    const twice = await apply(order.orderNo, invoiceBody());
    expectProblem(twice, 409, 'INVOICE_NOT_ALLOWED');
    expect(await invoiceCount()).toBe(1);
  });

  it('refuses an invalid tax number (its check character) and missing fields, writing nothing', async () => {
    const order = await buy(t.app, buyer, { type: 'points', package: 'basic', teamId: null });
    const first17 = '91350100M000100Y4';
    const right = taxNumberCheckCharacter(first17)!;
    const wrong = right === 'A' ? 'B' : 'A';
    const before = await invoiceCount();
    for (const bad of [`${first17}${wrong}`, '12345', '91350100M000100YO3', '91ABCDEFM000100Y43']) {
      const response = await apply(order.orderNo, invoiceBody({ taxNumber: bad }));
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors?.map((e) => e.pointer)).toEqual(['/taxNumber']);
    }
    const missing = await apply(
      order.orderNo,
      invoiceBody({ title: '  ', recipientName: '', address: '', phone: '' }),
    );
    expectProblem(missing, 400, 'VALIDATION_FAILED');
    expect(
      problem(missing)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/address', '/phone', '/recipientName', '/title']);
    expect(await invoiceCount()).toBe(before);
    expect(await invoiceStatusOf(order.orderNo)).toBe('none');
  });

  it('refuses an unpaid, free or refunded order, and one the caller cannot see', async () => {
    const before = await invoiceCount();
    const pending = await placeOrder(t.app, buyer, {
      type: 'points',
      package: 'basic',
      teamId: null,
    });
    const unpaid = await apply(pending.order.orderNo, invoiceBody());
    expectProblem(unpaid, 409, 'INVOICE_NOT_ALLOWED');
    expect(problem(unpaid).detail).toBe('The order is not paid.');

    const teamId = await seedTeam(db(), buyer);
    await buy(t.app, buyer, planPurchase(teamId, 'plus', seats(10), 12));
    const free = await placeOrder(t.app, buyer, planPurchase(teamId, 'business', seats(1)));
    expect(free.order.amountFen).toBe(0);
    expectProblem(await apply(free.order.orderNo, invoiceBody()), 409, 'INVOICE_NOT_ALLOWED');

    const support = await buy(t.app, buyer, { type: 'support', teamId });
    expect(
      (await as(t.app, buyer).post(`/api/v1/billing/orders/${support.orderNo}/refund`)).statusCode,
    ).toBe(200);
    const refunded = await apply(support.orderNo, invoiceBody());
    expectProblem(refunded, 409, 'INVOICE_NOT_ALLOWED');
    expect(problem(refunded).detail).toBe('The order was refunded.');

    const stranger = await signUp(t.app, 'Stranger');
    const paid = await buy(t.app, buyer, { type: 'points', package: 'basic', teamId: null });
    expectProblem(await apply(paid.orderNo, invoiceBody(), stranger), 404, 'NOT_FOUND');
    expect(await invoiceCount()).toBe(before);
  });
});

describe('invoice records and issuing them', () => {
  it("lists the caller's invoices; super admins list all and issue them, once", async () => {
    const other = await signUp(t.app, 'Other buyer');
    const mine = await buy(t.app, buyer, { type: 'points', package: 'supreme', teamId: null });
    const theirs = await buy(t.app, other, { type: 'points', package: 'basic', teamId: null });
    const myInvoice = (await apply(mine.orderNo, invoiceBody())).json<Invoice>();
    const theirInvoice = (await apply(theirs.orderNo, invoiceBody(), other)).json<Invoice>();

    const own = await as(t.app, other).get('/api/v1/billing/invoices');
    expect(own.json<{ items: Invoice[]; total: number }>()).toMatchObject({
      total: 1,
      items: [{ id: theirInvoice.id, status: 'pending' }],
    });

    expectDenied(await as(t.app, buyer).get('/api/v1/admin/invoices'));
    const desk = await as(t.app, root).get('/api/v1/admin/invoices?status=pending&pageSize=100');
    expect(desk.statusCode).toBe(200);
    const pendingIds = desk.json<{ items: Invoice[] }>().items.map((i) => i.id);
    expect(pendingIds).toEqual(expect.arrayContaining([myInvoice.id, theirInvoice.id]));

    expectDenied(await as(t.app, buyer).post(`/api/v1/admin/invoices/${myInvoice.id}/issue`));
    expect(await invoiceStatusOf(mine.orderNo)).toBe('pending');
    const issued = await as(t.app, root).post(`/api/v1/admin/invoices/${myInvoice.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<Invoice>()).toMatchObject({
      status: 'issued',
      issuedAt: t.clock.now().toISOString(),
    });
    expect(await invoiceStatusOf(mine.orderNo)).toBe('issued');
    expectProblem(
      await as(t.app, root).post(`/api/v1/admin/invoices/${myInvoice.id}/issue`),
      409,
      'INVOICE_ALREADY_ISSUED',
    );
    expectProblem(
      await as(t.app, root).post(
        '/api/v1/admin/invoices/00000000-0000-4000-8000-000000000000/issue',
      ),
      404,
      'NOT_FOUND',
    );
    const issuedList = await as(t.app, buyer).get('/api/v1/billing/invoices?status=issued');
    expect(issuedList.json<{ items: Invoice[] }>().items.map((i) => i.id)).toEqual([myInvoice.id]);
    const filtered = await as(t.app, buyer).get('/api/v1/billing/orders?invoiceStatus=issued');
    expect(filtered.json<{ items: Order[] }>().items.map((o) => o.orderNo)).toEqual([mine.orderNo]);
  });
});
