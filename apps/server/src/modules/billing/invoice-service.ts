import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplyInvoiceBody, Invoice, listInvoicesQuery } from '@heron/contract';
import { invoices, orders } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import { accountNameOf, type User } from '../auth/index.js';
import { requireInstance, type Db } from '../access/index.js';
import type { BillingContext } from './billing-context.js';
import { requireOrder, visibleOrders } from './order-access.js';

/**
 * Invoices (spec §3, §4, §5): applied for once on a paid order, pending issue until an enterprise
 * super admin issues it. The amount is always the order's; the tax number is checked by the
 * contract (a unified social credit code with its check character).
 */

type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;
type InvoicePage = { items: Invoice[]; total: number; page: number; pageSize: number };

function toInvoice(row: {
  invoice: typeof invoices.$inferSelect;
  orderNo: string;
  applicantName: string | null;
}): Invoice {
  const { invoice } = row;
  return {
    id: invoice.id,
    orderNo: row.orderNo,
    type: invoice.type as Invoice['type'],
    title: invoice.title,
    taxNumber: invoice.taxNumber,
    amountFen: invoice.amountFen,
    recipientName: invoice.recipientName,
    address: invoice.address,
    phone: invoice.phone,
    status: invoice.status as Invoice['status'],
    appliedAt: invoice.appliedAt.toISOString(),
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    applicantName: row.applicantName,
  };
}

function selectInvoices(db: Db) {
  return db
    .select({
      invoice: invoices,
      orderNo: orders.orderNo,
      applicantName: accountNameOf(invoices.applicantId),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId));
}

/**
 * Applies for the invoice of a paid order the caller may act on. Refused (INVOICE_NOT_ALLOWED,
 * nothing written) for an order that is not paid, was refunded, cost nothing, or already has
 * one.
 */
export async function applyInvoice(
  ctx: BillingContext,
  user: User,
  orderNo: string,
  body: ApplyInvoiceBody,
): Promise<Invoice> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    const order = await requireOrder(ctx, tx, user, row, 'manage');
    if (order.status !== 'paid' || order.amountFen === 0) {
      throw new AppError('INVOICE_NOT_ALLOWED', {
        detail:
          order.status === 'refunded'
            ? 'The order was refunded.'
            : order.status === 'paid'
              ? 'The order cost nothing.'
              : 'The order is not paid.',
      });
    }
    if (order.invoiceStatus !== 'none') {
      throw new AppError('INVOICE_NOT_ALLOWED', {
        detail: 'An invoice was already applied for on this order.',
      });
    }
    const [invoice] = await tx
      .insert(invoices)
      .values({
        orderId: order.id,
        applicantId: user.id,
        type: body.type,
        title: body.title,
        taxNumber: body.taxNumber,
        amountFen: order.amountFen,
        recipientName: body.recipientName,
        address: body.address,
        phone: body.phone,
        appliedAt: now,
      })
      .returning({ id: invoices.id });
    await tx.update(orders).set({ invoiceStatus: 'pending' }).where(eq(orders.id, order.id));
    return invoice!.id;
  });
  const [row] = await selectInvoices(ctx.db).where(eq(invoices.id, id));
  return toInvoice(row!);
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  query: ListInvoicesQuery,
): Promise<InvoicePage> {
  const [total] = await db
    .select({ value: count() })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where);
  const rows = await selectInvoices(db)
    .where(where)
    .orderBy(desc(invoices.appliedAt), desc(invoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toInvoice),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The caller's invoice records: on orders they bought or of teams they administer. */
export async function listInvoices(
  ctx: BillingContext,
  user: User,
  query: ListInvoicesQuery,
): Promise<InvoicePage> {
  const where = and(
    visibleOrders(ctx.db, user),
    query.status ? eq(invoices.status, query.status) : undefined,
  );
  return pageOf(ctx.db, where, query);
}

/** Every invoice application of the instance, for its super admins. */
export async function listAllInvoices(
  ctx: BillingContext,
  user: User,
  query: ListInvoicesQuery,
): Promise<InvoicePage> {
  requireInstance(ctx, user, 'instance.billing.view');
  return pageOf(ctx.db, query.status ? eq(invoices.status, query.status) : undefined, query);
}

/** Pending issue → issued (spec §4), by a super admin; a second time is INVOICE_ALREADY_ISSUED. */
export async function issueInvoice(
  ctx: BillingContext,
  user: User,
  invoiceId: string,
): Promise<Invoice> {
  requireInstance(ctx, user, 'instance.invoices.issue');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', { detail: 'No such invoice.' });
    if (invoice.status !== 'pending') throw new AppError('INVOICE_ALREADY_ISSUED');
    await tx
      .update(invoices)
      .set({ status: 'issued', issuedAt: now, issuedBy: user.id })
      .where(eq(invoices.id, invoiceId));
    await tx.update(orders).set({ invoiceStatus: 'issued' }).where(eq(orders.id, invoice.orderId));
  });
  const [row] = await selectInvoices(ctx.db).where(eq(invoices.id, invoiceId));
  return toInvoice(row!);
}
