import type {
  Invoice,
  Order,
  PointEntry,
  Quote,
  SandboxPayment,
  Subscription,
} from '@heron/contract';
import { json, type StubHandler } from '../../test/stub-api';
import {
  makeTeam,
  makeTeamSummary,
  PERSONAL_SPACE,
  SIGNED_IN_AS_ME,
  TEAM_ID,
} from '../../test/project-fixtures';

// Data for the component tests of the paid side: ids are real UUIDs, amounts integer fen.

export { PERSONAL_SPACE, TEAM_ID };
export const ORDER_NO = 'HR20250301000001';
export const INVOICE_ID = '30000000-0000-4000-8000-000000000001';
export const ENTRY_ID = '40000000-0000-4000-8000-000000000001';

/** Signed in, with the personal space and one team the caller manages (Acme). */
export const BILLING_BASE: Record<string, StubHandler> = {
  ...SIGNED_IN_AS_ME,
  'GET /api/v1/personal-space': () => json(PERSONAL_SPACE),
  'GET /api/v1/teams': () => json({ items: [makeTeamSummary()] }),
  [`GET /api/v1/teams/${TEAM_ID}`]: () => json(makeTeam()),
  'GET /api/v1/billing/providers': () => json({ providers: ['sandbox'] }),
};

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    purchase: {
      type: 'plan',
      teamId: TEAM_ID,
      plan: 'plus',
      seats: { readWrite: 1, readOnly: 0, project: 0 },
      cycleMonths: 12,
      autoRenew: true,
    },
    lines: [{ kind: 'readWrite', quantity: 1, unitFen: 3_900, months: 12, listFen: 46_800 }],
    listFen: 46_800,
    discountPercent: 15,
    subtotalFen: 39_780,
    creditFen: 0,
    amountFen: 39_780,
    periodStart: '2025-03-01T00:00:00.000Z',
    periodEnd: '2026-03-01T00:00:00.000Z',
    points: 100,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNo: ORDER_NO,
    kind: 'team',
    product: 'plan',
    teamId: TEAM_ID,
    teamName: 'Acme',
    buyerName: 'Ada Lovelace',
    details: makeQuote(),
    currency: 'CNY',
    amountFen: 39_780,
    status: 'paid',
    provider: 'sandbox',
    createdAt: '2025-03-01T10:00:00.000Z',
    expiresAt: '2025-03-01T10:30:00.000Z',
    paidAt: '2025-03-01T10:05:00.000Z',
    refundedAt: null,
    invoiceStatus: 'none',
    isRefundable: false,
    canInvoice: true,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    teamId: TEAM_ID,
    teamName: 'Acme',
    isPersonal: false,
    plan: 'starter',
    canManage: true,
    canViewPayments: true,
    boughtSeats: { readWrite: 0, readOnly: 0, project: 0 },
    usage: {
      readWriteSeats: { used: 2, limit: 4 },
      readOnlySeats: { used: 0, limit: 10 },
      projects: { used: 2, limit: 10 },
    },
    cycleMonths: null,
    periodStart: null,
    expiresAt: null,
    autoRenew: false,
    cancelledAt: null,
    nextRenewalAt: null,
    supportUntil: null,
    payments: [],
    ...overrides,
  };
}

/** A Plus subscription running until well after the tests run. */
export function makePlusSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return makeSubscription({
    plan: 'plus',
    boughtSeats: { readWrite: 3, readOnly: 0, project: 0 },
    usage: {
      readWriteSeats: { used: 2, limit: 3 },
      readOnlySeats: { used: 0, limit: 10 },
      projects: { used: 2, limit: 20 },
    },
    cycleMonths: 12,
    periodStart: '2025-03-01T00:00:00.000Z',
    expiresAt: '2099-03-01T00:00:00.000Z',
    autoRenew: true,
    nextRenewalAt: '2099-03-01T00:00:00.000Z',
    payments: [makeOrder()],
    ...overrides,
  });
}

export function makePayment(order: Order = makeOrder({ status: 'pending', paidAt: null })) {
  return {
    order,
    qrContent: `http://localhost/pay/sandbox/${order.orderNo}?token=t0k3n`,
    qrSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    orderNo: ORDER_NO,
    type: 'general',
    title: 'Acme Ltd',
    taxNumber: '91350100M000100Y43',
    amountFen: 39_780,
    recipientName: 'Ada Lovelace',
    address: '1 Harbour Road, Xiamen',
    phone: '0592-1234567',
    status: 'pending',
    appliedAt: '2025-03-02T09:00:00.000Z',
    issuedAt: null,
    applicantName: 'Ada Lovelace',
    ...overrides,
  };
}

export function makeGrant(overrides: Partial<Extract<PointEntry, { entry: 'grant' }>> = {}) {
  return {
    entry: 'grant' as const,
    id: ENTRY_ID,
    at: '2025-03-01T10:05:00.000Z',
    owner: 'personal' as const,
    amount: 1_000,
    source: 'package',
    orderNo: ORDER_NO,
    expiresAt: null,
    remaining: 970,
    ...overrides,
  };
}

export function makeConsumption(
  overrides: Partial<Extract<PointEntry, { entry: 'consumption' }>> = {},
) {
  return {
    entry: 'consumption' as const,
    id: '40000000-0000-4000-8000-000000000002',
    at: '2025-03-02T11:00:00.000Z',
    amount: 30,
    function: 'aiImport' as const,
    projectId: '20000000-0000-4000-8000-000000000001',
    projectName: 'Payments',
    memberName: 'Bob',
    teamId: TEAM_ID,
    isInterrupted: true,
    fromTeam: 20,
    fromPersonal: 10,
    ...overrides,
  };
}

export function makeSandboxPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  return {
    orderNo: ORDER_NO,
    amountFen: 2_900,
    subject: 'Heron basic points package',
    status: 'pending',
    expiresAt: '2099-03-01T10:30:00.000Z',
    ...overrides,
  };
}
