import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  taxNumberCheckCharacter,
  type Order,
  type Purchase,
  type Quote,
  type SeatCounts,
} from '@heron/contract';
import { buildApp } from '../src/app.js';
import {
  createPaymentProviders,
  type PaymentProviders,
} from '../src/adapters/payments/create-payment-providers.js';
import type { SandboxPaymentProvider } from '../src/adapters/payments/sandbox-provider.js';
import type { Config } from '../src/config.js';
import { createTestDatabase, testConfig, type TestApp } from './test-app.js';
import { as, type Person } from './workspace-helpers.js';

/**
 * Billing tests: the real app with a clock the test moves, the sandbox as the only payment
 * provider (sharing that clock), and the billing clock's interval off (tests run it by hand).
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A clock the test sets and moves; every billing decision and sandbox payment reads it. */
export class TestClock {
  private time: number;
  constructor(start: Date) {
    this.time = start.getTime();
  }
  readonly now = (): Date => new Date(this.time);
  set(at: Date): void {
    this.time = at.getTime();
  }
  advance(ms: number): Date {
    this.time += ms;
    return this.now();
  }
}

/** The start of the current hour, `days` from now: proration counts from whole hours. */
export function hourAligned(days = 0): Date {
  const at = Date.now() + days * DAY;
  return new Date(Math.floor(at / HOUR) * HOUR);
}

export interface BillingTestApp extends TestApp {
  clock: TestClock;
  payments: PaymentProviders;
  sandbox: SandboxPaymentProvider;
}

export async function createBillingTestApp(
  overrides: Partial<Config> = {},
  start: Date = hourAligned(),
  /** How often the billing clock runs by itself; never unless given. */
  clockIntervalMs = 0,
): Promise<BillingTestApp> {
  const config = testConfig({ publicUrl: 'http://heron.test', ...overrides });
  const clock = new TestClock(start);
  const payments = createPaymentProviders(
    {
      enabled: ['sandbox'],
      alipay: null,
      wechat: null,
      sandbox: { publicUrl: config.publicUrl, key: 'billing-tests-sandbox-key-0123456789' },
    },
    {
      fetch: () => Promise.reject(new Error('no real provider in billing tests')),
      now: clock.now,
    },
  );
  const { database, dispose } = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    payments,
    billingClock: { now: clock.now, intervalMs: clockIntervalMs },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    payments,
    sandbox: payments.sandbox!,
    close: async () => {
      await app.close();
      await database.close().catch(() => {});
      await dispose();
    },
  };
}

export const seats = (readWrite: number, readOnly = 0, project = 0): SeatCounts => ({
  readWrite,
  readOnly,
  project,
});

export async function quote(
  app: FastifyInstance,
  person: Person,
  purchase: Purchase,
): Promise<Quote> {
  const response = await as(app, person).post('/api/v1/billing/quote', { purchase });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Quote>();
}

export interface Placed {
  order: Order;
  qrContent: string;
  qrSvg: string;
  /** The sandbox pay page's token, from the QR code's address. */
  token: string;
}

/** Quotes, then places the order at the quoted amount with the sandbox. */
export async function placeOrder(
  app: FastifyInstance,
  person: Person,
  purchase: Purchase,
): Promise<Placed> {
  const { amountFen } = await quote(app, person, purchase);
  const response = await as(app, person).post('/api/v1/billing/orders', {
    purchase,
    provider: 'sandbox',
    expectedAmountFen: amountFen,
  });
  expect(response.statusCode, response.body).toBe(201);
  const placed = response.json<Omit<Placed, 'token'>>();
  const token = placed.qrContent ? (new URL(placed.qrContent).searchParams.get('token') ?? '') : '';
  return { ...placed, token };
}

/** Pays on the sandbox pay page, as a tester scanning the QR code would. */
export async function payOnSandbox(app: FastifyInstance, placed: Placed) {
  return as(app, null).post(`/api/v1/payments/sandbox/${placed.order.orderNo}/pay`, {
    token: placed.token,
  });
}

/** Places and pays an order; returns the paid order. */
export async function buy(
  app: FastifyInstance,
  person: Person,
  purchase: Purchase,
): Promise<Order> {
  const placed = await placeOrder(app, person, purchase);
  if (placed.order.status === 'pending') {
    const paid = await payOnSandbox(app, placed);
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const order = await as(app, person).get(`/api/v1/billing/orders/${placed.order.orderNo}`);
  expect(order.json<Order>().status).toBe('paid');
  return order.json<Order>();
}

export const planPurchase = (
  teamId: string,
  plan: 'plus' | 'business' | 'enterprise',
  seatCounts: SeatCounts,
  cycleMonths: 1 | 3 | 12 = 1,
  autoRenew = false,
): Purchase => ({ type: 'plan', teamId, plan, seats: seatCounts, cycleMonths, autoRenew });

/** Posts a raw notification to a provider's notify route. */
export function notify(
  app: FastifyInstance,
  provider: string,
  event: { headers: Record<string, string>; rawBody: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/payments/${provider}/notify`,
    headers: event.headers,
    payload: event.rawBody,
  });
}

/** A unified social credit code: 17 characters and the check character they call for. */
export function taxNumber(first17 = '91350100M000100Y4'): string {
  return `${first17}${taxNumberCheckCharacter(first17)!}`;
}

/** A complete invoice application for `taxNumber()`. */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'general',
  title: 'Falcons Ltd',
  taxNumber: taxNumber(),
  recipientName: 'Ada Lovelace',
  address: '1 Harbour Road, Xiamen',
  phone: '13800138000',
  ...overrides,
});
