import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import {
  createPaymentProviders,
  type PaymentProviders,
} from '../../adapters/payments/create-payment-providers.js';
import { paymentProvidersFromEnv } from '../../adapters/payments/payment-config.js';
import { createProviderFetch } from '../../adapters/payments/provider-http.js';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { WorkspaceContext } from '../access/index.js';
import { adminInvoiceRoutes } from './admin-invoice-routes.js';
import type { BillingContext } from './billing-context.js';
import { runBillingClock } from './billing-clock.js';
import { billingRoutes } from './billing-routes.js';
import { orderRoutes } from './order-routes.js';
import { paymentNotifyRoutes, sandboxPaymentRoutes } from './payment-routes.js';
import { createRenewalNotifier } from './renewal-notice.js';

export interface BillingOptions {
  workspace: WorkspaceContext;
  config: Config;
  /** The instance's secrets key; the sandbox provider's key is derived from it. */
  secretsKey: Buffer;
  /** The payment providers; by default those the environment configures (see payment-config). */
  payments?: PaymentProviders | undefined;
  /** The clock of every billing decision; the system clock unless given (tests move their own). */
  now?: (() => Date) | undefined;
  /** How often the billing clock runs, in ms; 0 never (tests call `runBillingClock`). 60 s. */
  clockIntervalMs?: number | undefined;
  /** Sends the renewal notices the clock writes to a team's admins. */
  messenger: Messenger;
}

export const BILLING_CLOCK_INTERVAL_MS = 60_000;

/** The sandbox's own key, derived so it can never serve as the secrets key or the reverse. */
function sandboxKeyOf(secretsKey: Buffer): Buffer {
  return createHmac('sha256', secretsKey).update('heron/payments/sandbox', 'utf8').digest();
}

/**
 * Billing (issue 8): its routes, and the billing clock on an interval (unref'd, so it never keeps
 * the process alive; stopped, after its current run, when the app closes).
 */
export async function registerBilling(
  app: FastifyInstance,
  opts: BillingOptions,
): Promise<BillingContext> {
  const { config } = opts;
  const now = opts.now ?? (() => new Date());
  const payments =
    opts.payments ??
    createPaymentProviders(
      paymentProvidersFromEnv(
        { ...process.env, NODE_ENV: config.nodeEnv },
        { publicUrl: config.publicUrl, sandboxKey: sandboxKeyOf(opts.secretsKey) },
      ),
      { fetch: createProviderFetch({ policy: config.outboundAddressPolicy }), now },
    );
  const billing: BillingContext = {
    ...opts.workspace,
    payments,
    now,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  await app.register(billingRoutes, { billing });
  await app.register(orderRoutes, { billing });
  await app.register(adminInvoiceRoutes, { billing });
  await app.register(paymentNotifyRoutes, { billing });
  await app.register(sandboxPaymentRoutes, { billing });

  const notifyRenewal = createRenewalNotifier({
    db: billing.db,
    messenger: opts.messenger,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const interval = opts.clockIntervalMs ?? BILLING_CLOCK_INTERVAL_MS;
  if (interval > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        // One run at a time: a slow provider delays the next run instead of overlapping it.
        running ??= runBillingClock(billing.db, payments, now(), app.log, notifyRenewal)
          .catch((error: unknown) => app.log.error({ err: error }, 'billing clock failed'))
          .finally(() => {
            running = undefined;
          });
      }, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
  return billing;
}
