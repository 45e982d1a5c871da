import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { teams } from './access.js';
import { users } from './auth.js';

/**
 * The billing module's tables (issue 8): subscriptions, orders, payment notifications and
 * invoices. Money is integer fen with its currency; times are timestamptz decided by the server
 * clock (docs/decisions.md 26).
 */

/**
 * A team's paid subscription beyond what `teams` carries for every access check (plan, expiry and
 * seats bought live there): the cycle, renewal and cancellation, and what the period cost, which
 * an upgrade credits back pro rata. One row per team that ever paid.
 */
export const subscriptions = pgTable('subscriptions', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** 1, 3 or 12 months (spec §9). */
  cycleMonths: integer('cycle_months').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  /**
   * Fen paid for the current period (plan and seats together), the base of an upgrade's credit.
   * 64-bit: one order is capped below 2^31 fen, but a period's seat orders add up beyond it.
   */
  periodPaidFen: bigint('period_paid_fen', { mode: 'number' }).notNull(),
  /** Renews itself at period end until cancelled; a cancellation takes effect from the next period. */
  autoRenew: boolean('auto_renew').notNull().default(false),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** When the next monthly grant of plan points is due; null when none is. */
  nextPointsGrantAt: timestamp('next_points_grant_at', { withTimezone: true }),
  /** Annual paid support runs until then (spec §9). */
  supportUntil: timestamp('support_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order (spec §3): personal (bought for oneself: personal points) or team (a team's plan, seats,
 * points or support). The amount is computed by the server from `details`, never taken from the
 * browser. Orders are never deleted: they are the payment history.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable and unique, also the provider's out_trade_no. */
    orderNo: text('order_no').notNull(),
    /** `personal` or `team`. */
    kind: text('kind').notNull(),
    /** `plan`, `seats`, `renewal`, `points`, `support`. */
    product: text('product').notNull(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** What is bought and how the price was made (lines, credit), shown as the order's details. */
    details: jsonb('details').notNull(),
    currency: text('currency').notNull().default('CNY'),
    /** List price less discounts, before any credit. */
    listFen: integer('list_fen').notNull(),
    /** Unused value of the replaced period credited to an upgrade. */
    creditFen: integer('credit_fen').notNull().default(0),
    /** What the buyer pays: the actual payment amount (spec §3). */
    amountFen: integer('amount_fen').notNull(),
    /** `pending`, `paid`, `expired`, `cancelled`, `refunded`. */
    status: text('status').notNull().default('pending'),
    /** `sandbox`, `alipay` or `wechat`. */
    provider: text('provider').notNull(),
    providerTradeNo: text('provider_trade_no'),
    /** What the QR code encodes, while the order can be paid. */
    qrContent: text('qr_content'),
    createdAt: createdAt(),
    /** An unpaid order expires then (server clock). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** `none`, `pending` (applied for) or `issued`. */
    invoiceStatus: text('invoice_status').notNull().default('none'),
    /**
     * The interface language the buyer placed the order in; the billing clock writes the team's
     * renewal notices in the language of its last paid order (null: the fallback language).
     */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_team_idx').on(t.teamId, t.createdAt),
    index('orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('orders_amounts', sql`${t.amountFen} >= 0 and ${t.listFen} >= 0 and ${t.creditFen} >= 0`),
  ],
);

/**
 * Every payment notification received, verified or not. The unique event id makes a replayed or
 * duplicated notification a no-op: it finds its row and fulfils nothing twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** `paid` or `closed`, as the provider said. */
    outcome: text('outcome').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** What Heron did: `fulfilled`, `closed`, `amount_mismatch`, `order_not_payable`, `unknown_order`. */
    result: text('result').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);

/** An invoice applied for on a paid order (spec §3, §4): pending issue, then issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    /** `general` or `special` VAT. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    amountFen: integer('amount_fen').notNull(),
    recipientName: text('recipient_name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** `pending` or `issued`. */
    status: text('status').notNull().default('pending'),
    appliedAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invoices_order_unique').on(t.orderId)],
);
