import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderId } from '@heron/contract';
import type { PaymentProviders } from '../../adapters/payments/create-payment-providers.js';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { WorkspaceContext } from '../access/index.js';

/** Where billing logs what a person does not see: provider failures, refunds it had to make. */
export type BillingLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const SILENT: BillingLog = { info: () => {}, warn: () => {}, error: () => {} };

/** What the billing services need besides the caller. */
export interface BillingContext extends WorkspaceContext {
  db: Database;
  /** The payment providers this server takes (the sandbox alone without credentials). */
  payments: PaymentProviders;
  /**
   * The server's clock. Every billing decision (expiry, proration, renewals, monthly points)
   * reads it, never the browser's; tests move it.
   */
  now: () => Date;
  /** The address people and providers reach Heron at; notifications are posted under it. */
  publicUrl: string;
  log: BillingLog;
}

export function silentLog(): BillingLog {
  return SILENT;
}

/** The enabled provider, or PAYMENT_PROVIDER_UNAVAILABLE. */
export function providerFor(payments: PaymentProviders, id: PaymentProviderId): PaymentProvider {
  const provider = payments.byId.get(id);
  if (!provider) {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', {
      detail: `The payment method ${id} is not available on this server.`,
    });
  }
  return provider;
}

/** A provider's failure as the problem the person sees; anything else is rethrown as it is. */
export function asProviderProblem(error: unknown): unknown {
  if (error instanceof PaymentProviderError) {
    return new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { detail: error.message, cause: error });
  }
  return error;
}

/** Runs a provider call, turning its failure into PAYMENT_PROVIDER_UNAVAILABLE. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asProviderProblem(error);
  }
}

/** Where `provider` posts its notifications. */
export function notifyUrl(publicUrl: string, provider: PaymentProviderId): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/payments/${provider}/notify`;
}
