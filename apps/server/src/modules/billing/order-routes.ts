import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyInvoiceBody,
  invoicePageSchema,
  invoiceSchema,
  listInvoicesQuery,
  listOrdersQuery,
  orderPageSchema,
  orderParams,
  orderPaymentSchema,
  orderSchema,
  placeOrderBody,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
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

const tags = ['billing'];

/** Orders and the invoices applied for on them. */
export async function orderRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;

  api.post(
    '/api/v1/billing/orders',
    {
      schema: {
        operationId: 'placeOrder',
        summary: 'Place an order and get the QR code to pay it with',
        description:
          'The server prices the order; an `expectedAmountFen` other than its price is refused with PRICE_CHANGED and nothing is ordered. An order the credit pays in full is paid at once (no QR code).',
        tags,
        body: placeOrderBody,
        response: { 201: orderPaymentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const payment = await placeOrder(
        billing,
        await request.requireUser(),
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(payment);
    },
  );

  api.get(
    '/api/v1/billing/orders',
    {
      schema: {
        operationId: 'listOrders',
        summary: 'Orders the caller bought and those of the teams they administer, newest first',
        tags,
        querystring: listOrdersQuery,
        response: { 200: orderPageSchema, ...errorResponses },
      },
    },
    async (request) => listOrders(billing, await request.requireUser(), request.query),
  );

  api.get(
    '/api/v1/billing/orders/:orderNo',
    {
      schema: {
        operationId: 'getOrder',
        summary: 'One order (poll it while the QR code is shown)',
        tags,
        params: orderParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => getOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  api.get(
    '/api/v1/billing/orders/:orderNo/payment',
    {
      schema: {
        operationId: 'getOrderPayment',
        summary: 'The QR code of an order waiting for payment',
        tags,
        params: orderParams,
        response: { 200: orderPaymentSchema, ...errorResponses },
      },
    },
    async (request) =>
      getOrderPayment(billing, await request.requireUser(), request.params.orderNo),
  );

  api.post(
    '/api/v1/billing/orders/:orderNo/cancel',
    {
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order waiting for payment; its QR code stops working',
        tags,
        params: orderParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => cancelOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  api.post(
    '/api/v1/billing/orders/:orderNo/refund',
    {
      schema: {
        operationId: 'refundOrder',
        summary: 'Refund annual support within its 7-day money-back guarantee',
        tags,
        params: orderParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => refundOrder(billing, await request.requireUser(), request.params.orderNo),
  );

  api.post(
    '/api/v1/billing/orders/:orderNo/invoice',
    {
      schema: {
        operationId: 'applyInvoice',
        summary: 'Apply for the invoice of a paid order (once per order)',
        tags,
        params: orderParams,
        body: applyInvoiceBody,
        response: { 201: invoiceSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const invoice = await applyInvoice(billing, user, request.params.orderNo, request.body);
      return reply.status(201).send(invoice);
    },
  );

  api.get(
    '/api/v1/billing/invoices',
    {
      schema: {
        operationId: 'listInvoices',
        summary: "The invoices applied for on the caller's orders and their teams' orders",
        tags,
        querystring: listInvoicesQuery,
        response: { 200: invoicePageSchema, ...errorResponses },
      },
    },
    async (request) => listInvoices(billing, await request.requireUser(), request.query),
  );
}
