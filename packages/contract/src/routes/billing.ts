import { z } from 'zod';
import { BILLING_CYCLE_MONTHS } from '../constants.js';
import {
  MAX_SEATS_PER_KIND,
  PAID_PLAN_IDS,
  POINT_FUNCTIONS,
  POINT_PACKAGE_IDS,
  type PaidPlanId,
} from '../billing/catalogue.js';
import { taxNumberProblem } from '../billing/tax-number.js';
import { VALIDATION } from './auth.js';
import { pageOf, planIdSchema, usageSchema } from './workspace-common.js';

/**
 * The paid side's HTTP contract (issue 8): subscriptions, orders, payments, invoices and points.
 * Every amount is integer fen (`…Fen`); every time is an ISO date-time from the server's clock.
 */

export const BILLING_VALIDATION = {
  /** An invoice's tax number is not a unified social credit code (spec §5). */
  taxNumber: 'validation.taxNumber',
  seatsRange: 'validation.seatsRange',
} as const;

const fen = z.number().int().min(0);
const when = z.iso.datetime();

export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS as [PaidPlanId, ...PaidPlanId[]]);
export const billingCycleSchema = z.union(
  BILLING_CYCLE_MONTHS.map((m) => z.literal(m)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<3>,
    z.ZodLiteral<12>,
  ],
);
export const paymentProviderSchema = z.enum(['sandbox', 'alipay', 'wechat']);
export type PaymentProviderId = z.infer<typeof paymentProviderSchema>;
export const pointPackageIdSchema = z.enum(POINT_PACKAGE_IDS);
export const pointFunctionSchema = z.enum(POINT_FUNCTIONS);

const seatCount = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS_PER_KIND, { error: BILLING_VALIDATION.seatsRange });
export const seatCountsSchema = z.object({
  readWrite: seatCount,
  readOnly: seatCount,
  project: seatCount,
});

// ── Subscription ──────────────────────────────────────────────────────────────────────────────

export const subscriptionSchema = z
  .object({
    teamId: z.uuid(),
    teamName: z.string(),
    isPersonal: z.boolean(),
    /** The plan in force now (Starter once a paid plan has expired). */
    plan: planIdSchema,
    /** Whether the caller may buy for this team (its admins, or the owner of a personal space). */
    canManage: z.boolean(),
    /**
     * Whether the caller may see what the team paid (`payments`): its admins and the instance's
     * super admins. Billing details are not for plain members (issue 21).
     */
    canViewPayments: z.boolean(),
    /** Seats bought, by kind; the plan's included seats come on top. */
    boughtSeats: seatCountsSchema,
    usage: z.object({
      readWriteSeats: usageSchema,
      readOnlySeats: usageSchema,
      projects: usageSchema,
    }),
    /** Null on Starter or an operator-set plan. */
    cycleMonths: billingCycleSchema.nullable(),
    periodStart: when.nullable(),
    /** When the plan ends unless renewed. */
    expiresAt: when.nullable(),
    autoRenew: z.boolean(),
    /** Set when auto-renewal was cancelled: the plan runs to `expiresAt` and does not renew. */
    cancelledAt: when.nullable(),
    /** When the plan next renews (auto-renewal on), else null. */
    nextRenewalAt: when.nullable(),
    supportUntil: when.nullable(),
    /**
     * Paid orders of this team, newest first (spec §2 "payment history"), at most 20; empty when
     * `canViewPayments` is false.
     */
    payments: z.array(z.lazy(() => orderSchema)),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingTeamParams = z.object({ teamId: z.uuid() });

// ── What is bought ────────────────────────────────────────────────────────────────────────────

/** A paid plan for a cycle: new, renewed, or an upgrade that credits the unused period. */
export const planPurchaseSchema = z.object({
  type: z.literal('plan'),
  teamId: z.uuid(),
  plan: paidPlanIdSchema,
  seats: seatCountsSchema,
  cycleMonths: billingCycleSchema,
  /** Renew by itself at period end (cancellable at any time, from the next period). */
  autoRenew: z.boolean().default(false),
});
/** More seats on the current paid plan for the rest of its period. */
export const seatsPurchaseSchema = z.object({
  type: z.literal('seats'),
  teamId: z.uuid(),
  extra: seatCountsSchema,
});
/** A one-time points package, for oneself (personal) or for a team. */
export const pointsPurchaseSchema = z.object({
  type: z.literal('points'),
  package: pointPackageIdSchema,
  /** Null: personal points. */
  teamId: z.uuid().nullable(),
});
/** A year of paid support for a team (7-day money-back guarantee). */
export const supportPurchaseSchema = z.object({ type: z.literal('support'), teamId: z.uuid() });

export const purchaseSchema = z.discriminatedUnion('type', [
  planPurchaseSchema,
  seatsPurchaseSchema,
  pointsPurchaseSchema,
  supportPurchaseSchema,
]);
export type Purchase = z.infer<typeof purchaseSchema>;

export const quoteLineSchema = z.object({
  /** `readWrite`, `readOnly`, `project`, `package`, `support`. */
  kind: z.string(),
  quantity: z.number().int(),
  unitFen: fen,
  /** Months the line covers; 0 for a one-time item. */
  months: z.number().int(),
  listFen: fen,
});

export const quoteSchema = z
  .object({
    purchase: purchaseSchema,
    lines: z.array(quoteLineSchema),
    listFen: fen,
    discountPercent: z.number().int(),
    /** The list less the cycle discount. */
    subtotalFen: fen,
    /** Unused value of the current period credited to an upgrade. */
    creditFen: fen,
    /** What will be paid. */
    amountFen: fen,
    /** The period the purchase covers, when it is time-bound. */
    periodStart: when.nullable(),
    periodEnd: when.nullable(),
    /** Points granted: a package's, or the plan's monthly points. */
    points: z.number().int(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const placeOrderBody = z.object({
  purchase: purchaseSchema,
  provider: paymentProviderSchema,
  /**
   * The amount the buyer was shown. The server prices the order itself and refuses it
   * (`PRICE_CHANGED`) when this differs, so a tampered or stale amount is never charged.
   */
  expectedAmountFen: fen,
});

// ── Orders ────────────────────────────────────────────────────────────────────────────────────

export const orderStatusSchema = z.enum(['pending', 'paid', 'expired', 'cancelled', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const invoiceStatusSchema = z.enum(['none', 'pending', 'issued']);
export const orderKindSchema = z.enum(['personal', 'team']);
export const orderProductSchema = z.enum(['plan', 'seats', 'renewal', 'points', 'support']);

export const orderSchema = z
  .object({
    orderNo: z.string(),
    kind: orderKindSchema,
    product: orderProductSchema,
    teamId: z.uuid().nullable(),
    teamName: z.string().nullable(),
    buyerName: z.string().nullable(),
    /** The quote the order was placed on: what is bought and how the amount was made. */
    details: quoteSchema,
    currency: z.string(),
    amountFen: fen,
    status: orderStatusSchema,
    provider: paymentProviderSchema,
    createdAt: when,
    expiresAt: when,
    paidAt: when.nullable(),
    refundedAt: when.nullable(),
    invoiceStatus: invoiceStatusSchema,
    /** Whether the 7-day money-back guarantee still covers it (support orders only). */
    isRefundable: z.boolean(),
    /** Whether an invoice may be applied for now: paid and none applied for yet. */
    canInvoice: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderPaymentSchema = z
  .object({
    order: orderSchema,
    /** What the QR code encodes; scan it with the provider's app (or open it, for the sandbox). */
    qrContent: z.string(),
    /** The QR code as an SVG document. */
    qrSvg: z.string(),
  })
  .meta({ id: 'OrderPayment' });

export const orderParams = z.object({ orderNo: z.string().min(1).max(64) });

export const listOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: orderStatusSchema.optional(),
  kind: orderKindSchema.optional(),
  product: orderProductSchema.optional(),
  invoiceStatus: invoiceStatusSchema.optional(),
  /** Placed on or after / before (ISO dates). */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  /** Order number, or part of it. */
  q: z.string().trim().max(64).optional(),
});
export const orderPageSchema = pageOf(orderSchema).meta({ id: 'OrderPage' });

// ── Invoices ──────────────────────────────────────────────────────────────────────────────────

const required = (max: number) => z.string().trim().min(1, { error: VALIDATION.required }).max(max);

export const invoiceTypeSchema = z.enum(['general', 'special']);
export const applyInvoiceBody = z.object({
  type: invoiceTypeSchema,
  title: required(100),
  taxNumber: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required })
    .refine((value) => taxNumberProblem(value) === null, { error: BILLING_VALIDATION.taxNumber })
    .transform((value) => value.toUpperCase()),
  recipientName: required(50),
  address: required(200),
  phone: required(30),
});
export type ApplyInvoiceBody = z.infer<typeof applyInvoiceBody>;

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    orderNo: z.string(),
    type: invoiceTypeSchema,
    title: z.string(),
    taxNumber: z.string(),
    amountFen: fen,
    recipientName: z.string(),
    address: z.string(),
    phone: z.string(),
    status: z.enum(['pending', 'issued']),
    appliedAt: when,
    issuedAt: when.nullable(),
    applicantName: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageOf(invoiceSchema).meta({ id: 'InvoicePage' });
export const listInvoicesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(['pending', 'issued']).optional(),
});
export const invoiceParams = z.object({ invoiceId: z.uuid() });

// ── Points ────────────────────────────────────────────────────────────────────────────────────

export const pointBalanceSchema = z.object({
  /** Points left in grants that have not expired. */
  remaining: z.number().int(),
  /** Every point ever consumed from this owner's grants. */
  consumed: z.number().int(),
  /** The soonest a part of `remaining` expires, if any does. */
  nextExpiry: when.nullable(),
});
export const pointsSummarySchema = z
  .object({
    personal: pointBalanceSchema,
    /**
     * Of the team named in the query, when the caller is a member; null without one, and for a
     * personal space, which holds no team points (its owner's points are personal).
     */
    team: pointBalanceSchema.extend({ teamId: z.uuid(), teamName: z.string() }).nullable(),
  })
  .meta({ id: 'PointsSummary' });
export const pointsSummaryQuery = z.object({ teamId: z.uuid().optional() });

/** The most points one use may spend. */
export const POINTS_MAX_SPEND = 1_000_000;

export const POINTS_VALIDATION = {
  /** A spend is a whole number of points from 1 to `POINTS_MAX_SPEND`. */
  amount: 'validation.pointsAmount',
  /** A monthly cap is a whole number of points from 0 to `POINTS_CAP_MAX`, or none. */
  cap: 'validation.pointsCap',
} as const;

/**
 * One use of an AI feature and how it was paid: team points first, then personal ones (spec §9).
 * An interrupted service is charged all the same.
 */
export const pointConsumptionSchema = z
  .object({
    entry: z.literal('consumption'),
    id: z.uuid(),
    at: when,
    amount: z.number().int(),
    function: pointFunctionSchema,
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    /** The member's name in the team the use was made in, else the account name. */
    memberName: z.string().nullable(),
    /** The team whose points the use could draw on; null in a personal space. */
    teamId: z.uuid().nullable(),
    isInterrupted: z.boolean(),
    /** How many points came from team grants and how many from personal ones. */
    fromTeam: z.number().int(),
    fromPersonal: z.number().int(),
  })
  .meta({ id: 'PointConsumption' });
export type PointConsumption = z.infer<typeof pointConsumptionSchema>;

export const pointEntrySchema = z.discriminatedUnion('entry', [
  z.object({
    entry: z.literal('grant'),
    id: z.uuid(),
    at: when,
    owner: z.enum(['personal', 'team']),
    amount: z.number().int(),
    /** `plan`, `package`, `phoneRegistration`, `admin`. */
    source: z.string(),
    orderNo: z.string().nullable(),
    expiresAt: when.nullable(),
    /** What is left of it now (0 once expired). */
    remaining: z.number().int(),
  }),
  pointConsumptionSchema,
]);
export type PointEntry = z.infer<typeof pointEntrySchema>;
export const pointEntriesQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Personal entries (the caller's grants and every use the caller made, wherever it was paid
     * from), or a team's (its grants and every member's uses in it).
     */
    owner: z.enum(['personal', 'team']).default('personal'),
    /** The team, required with `owner=team` and ignored otherwise. */
    teamId: z.uuid().optional(),
    entry: z.enum(['grant', 'consumption']).optional(),
  })
  .refine((query) => query.owner !== 'team' || query.teamId !== undefined, {
    path: ['teamId'],
    error: VALIDATION.required,
  });
export const pointEntryPageSchema = pageOf(pointEntrySchema).meta({ id: 'PointEntryPage' });

/** The most a monthly cap on a project's AI points may be. */
export const POINTS_CAP_MAX = 10_000_000;

/**
 * A project's monthly limit on the AI points its uses may spend (issue 24), set by the team's
 * admins; the month is the calendar month on the server's clock (UTC).
 */
export const projectPointsCapSchema = z
  .object({
    /** Null: no limit beyond the points left. */
    monthlyCap: z.number().int().min(0).nullable(),
    /** Spent in the project since the month began. */
    spentThisMonth: z.number().int().min(0),
    monthStartsAt: when,
  })
  .meta({ id: 'ProjectPointsCap' });
export type ProjectPointsCap = z.infer<typeof projectPointsCapSchema>;

export const setProjectPointsCapBody = z.object({
  monthlyCap: z
    .number({ error: POINTS_VALIDATION.cap })
    .int({ error: POINTS_VALIDATION.cap })
    .min(0, { error: POINTS_VALIDATION.cap })
    .max(POINTS_CAP_MAX, { error: POINTS_VALIDATION.cap })
    .nullable(),
});
export type SetProjectPointsCapBody = z.infer<typeof setProjectPointsCapBody>;
