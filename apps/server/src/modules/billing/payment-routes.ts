import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  receivePaymentNotificationRoute,
  getSandboxPaymentRoute,
  paySandboxPaymentRoute,
  closeSandboxPaymentRoute,
} from '@heron/contract';
import { asProviderProblem, type BillingContext } from './billing-context.js';
import { actOnSandboxPayment, getSandboxPayment } from './sandbox-service.js';
import { handleNotification } from './settle-payment.js';
import { serve } from '../../http/serve-route.js';

/**
 * Providers' payment notifications. Signatures cover the body's exact bytes, so in this plugin
 * (and only here: it is encapsulated) JSON and form bodies are kept as the raw string.
 */
export async function paymentNotifyRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const { billing } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(api, receivePaymentNotificationRoute, async (request, reply) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    try {
      const { ack } = await handleNotification(
        billing,
        request.params.provider,
        { headers: request.headers, rawBody },
        billing.now(),
      );
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    } catch (error) {
      throw asProviderProblem(error);
    }
  });
}

/** The sandbox provider's pay page: public, authorised by the page token of the QR code. */
export async function sandboxPaymentRoutes(
  app: FastifyInstance,
  opts: { billing: BillingContext },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;

  serve(api, getSandboxPaymentRoute, async (request) =>
    getSandboxPayment(billing, request.params.orderNo, request.query.token),
  );

  for (const [action, route] of [
    ['pay', paySandboxPaymentRoute],
    ['close', closeSandboxPaymentRoute],
  ] as const) {
    serve(api, route, async (request) => {
      try {
        return await actOnSandboxPayment(
          billing,
          request.params.orderNo,
          request.body.token,
          action,
        );
      } catch (error) {
        throw asProviderProblem(error);
      }
    });
  }
}
