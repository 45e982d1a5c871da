import { z } from 'zod';
import { orderStatusSchema, paymentProviderSchema } from './billing.js';

/**
 * The payment side of billing (issue 8) that is not an order: which providers this server takes,
 * the providers' notifications, and the sandbox provider's pay page (public: the page token of
 * the QR code is its only credential).
 */

export const paymentProvidersResponse = z
  .object({
    /** The payment methods this server takes, in the order to offer them. */
    providers: z.array(paymentProviderSchema),
  })
  .meta({ id: 'PaymentProviders' });

export const paymentNotifyParams = z.object({ provider: paymentProviderSchema });

export const sandboxPaymentParams = z.object({ orderNo: z.string().min(1).max(64) });
export const sandboxPaymentQuery = z.object({ token: z.string().min(1).max(256) });
export const sandboxActionBody = z.object({ token: z.string().min(1).max(256) });

/** What the sandbox pay page shows; `status` is `expired` as soon as the window has passed. */
export const sandboxPaymentSchema = z
  .object({
    orderNo: z.string(),
    amountFen: z.number().int().min(0),
    subject: z.string(),
    status: orderStatusSchema,
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'SandboxPayment' });
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;
