import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentNotifyParams,
  sandboxActionBody,
  sandboxPaymentParams,
  sandboxPaymentQuery,
  sandboxPaymentSchema,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import { asProviderProblem, type BillingContext } from './billing-context.js';
import { actOnSandboxPayment, getSandboxPayment } from './sandbox-service.js';
import { handleNotification } from './settle-payment.js';

const tags = ['payments'];

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

  api.post(
    '/api/v1/payments/:provider/notify',
    {
      schema: {
        operationId: 'receivePaymentNotification',
        summary: "A payment provider's notification (Alipay, WeChat Pay, the sandbox)",
        description:
          "Verified by the provider's adapter: a forged or malformed notification is refused (400 PAYMENT_NOTIFICATION_INVALID) and changes nothing. A genuine one is recorded once by its event id; a replay is acknowledged and does nothing.",
        tags,
        params: paymentNotifyParams,
        response: {
          200: {
            description: "The acknowledgement in the provider's own format",
            content: {
              'application/json': { schema: z.string() },
              'text/plain': { schema: z.string() },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
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
    },
  );
}

/** The sandbox provider's pay page: public, authorised by the page token of the QR code. */
export async function sandboxPaymentRoutes(
  app: FastifyInstance,
  opts: { billing: BillingContext },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;

  api.get(
    '/api/v1/payments/sandbox/:orderNo',
    {
      schema: {
        operationId: 'getSandboxPayment',
        summary: "What the sandbox pay page shows (authorised by the QR code's token)",
        tags,
        params: sandboxPaymentParams,
        querystring: sandboxPaymentQuery,
        response: { 200: sandboxPaymentSchema, ...errorResponses },
      },
    },
    async (request) => getSandboxPayment(billing, request.params.orderNo, request.query.token),
  );

  for (const action of ['pay', 'close'] as const) {
    api.post(
      `/api/v1/payments/sandbox/:orderNo/${action}`,
      {
        schema: {
          operationId: action === 'pay' ? 'paySandboxPayment' : 'closeSandboxPayment',
          summary:
            action === 'pay'
              ? "Pay the order as the sandbox provider (a tester's stand-in for paying)"
              : 'Close the order as the sandbox provider (the buyer gave up)',
          description:
            'Sends a signed sandbox notification through the same handler as real providers. An order that can no longer be paid is ORDER_NOT_PAYABLE.',
          tags,
          params: sandboxPaymentParams,
          body: sandboxActionBody,
          response: { 200: sandboxPaymentSchema, ...errorResponses },
        },
      },
      async (request) => {
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
      },
    );
  }
}
