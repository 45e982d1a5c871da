import type { FastifyInstance } from 'fastify';
import {
  placeOrderRoute,
  listOrdersRoute,
  getOrderRoute,
  getOrderPaymentRoute,
  cancelOrderRoute,
  refundOrderRoute,
  applyInvoiceRoute,
  listInvoicesRoute,
} from '@heron/contract';
import { requestLanguage } from '../../http/request-language.js';
import type { BillingContext } from './billing-context.js';
import { applyInvoice, listInvoices } from './invoice-service.js';
import {
  cancelOrder,
  getOrder,
  getOrderPayment,
  listOrders,
  placeOrder,
  refundOrder,
} from './order-service.js';
import { serve } from '../../http/serve-route.js';

/** Orders and the invoices applied for on them. */
export async function orderRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const { billing } = opts;

  serve(app, placeOrderRoute, async (request, reply) => {
    const payment = await placeOrder(
      billing,
      await request.requireUser(),
      request.body,
      requestLanguage(request),
    );
    return reply.status(201).send(payment);
  });

  serve(app, listOrdersRoute, async (request) =>
    listOrders(billing, await request.requireUser(), request.query),
  );

  serve(app, getOrderRoute, async (request) =>
    getOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  serve(app, getOrderPaymentRoute, async (request) =>
    getOrderPayment(billing, await request.requireUser(), request.params.orderNo),
  );

  serve(app, cancelOrderRoute, async (request) =>
    cancelOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  serve(app, refundOrderRoute, async (request) =>
    refundOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  serve(app, applyInvoiceRoute, async (request, reply) => {
    const user = await request.requireUser();
    const invoice = await applyInvoice(billing, user, request.params.orderNo, request.body);
    return reply.status(201).send(invoice);
  });

  serve(app, listInvoicesRoute, async (request) =>
    listInvoices(billing, await request.requireUser(), request.query),
  );
}
