import { z } from 'zod';
import {
  applyInvoiceBody,
  billingTeamParams,
  invoicePageSchema,
  invoiceParams,
  invoiceSchema,
  listInvoicesQuery,
  listOrdersQuery,
  orderPageSchema,
  orderParams,
  orderPaymentSchema,
  orderSchema,
  placeOrderBody,
  purchaseSchema,
  quoteSchema,
  subscriptionSchema,
} from '../routes/billing.js';
import {
  paymentNotifyParams,
  paymentProvidersResponse,
  sandboxActionBody,
  sandboxPaymentParams,
  sandboxPaymentQuery,
  sandboxPaymentSchema,
} from '../routes/payments.js';
import { defineRoute } from './define-route.js';

export const listAllInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/admin/invoices',
  operationId: 'listAllInvoices',
  summary: "Every invoice application (the instance's super admins only)",
  tags: ['admin'],
  query: listInvoicesQuery,
  responses: { 200: invoicePageSchema },
});

export const issueInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/admin/invoices/:invoiceId/issue',
  operationId: 'issueInvoice',
  summary: "Mark an invoice issued (the instance's super admins only)",
  tags: ['admin'],
  params: invoiceParams,
  responses: { 200: invoiceSchema },
});

export const getSubscriptionRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/teams/:teamId/subscription',
  operationId: 'getSubscription',
  summary: "A team's plan, seats, expiry, next renewal and payment history",
  description:
    'Any member of the team may see it; `canManage` says whether the caller may buy, and `canViewPayments` whether the payment history is theirs to see (the team admins and super admins).',
  tags: ['billing'],
  params: billingTeamParams,
  responses: { 200: subscriptionSchema },
});

export const cancelAutoRenewRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/teams/:teamId/subscription/cancel',
  operationId: 'cancelAutoRenew',
  summary: 'Stop auto-renewal: the plan runs to its expiry and does not renew',
  tags: ['billing'],
  params: billingTeamParams,
  responses: { 200: subscriptionSchema },
});

export const resumeAutoRenewRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/teams/:teamId/subscription/resume',
  operationId: 'resumeAutoRenew',
  summary: 'Turn auto-renewal back on',
  tags: ['billing'],
  params: billingTeamParams,
  responses: { 200: subscriptionSchema },
});

export const quotePurchaseRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/quote',
  operationId: 'quotePurchase',
  summary: 'What a purchase costs now, priced exactly as the order will be',
  description:
    'Upgrades credit the unused part of the current period; seats are prorated to its end.',
  tags: ['billing'],
  body: z.object({ purchase: purchaseSchema }),
  responses: { 200: quoteSchema },
});

export const listPaymentProvidersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/providers',
  operationId: 'listPaymentProviders',
  summary: 'The payment methods this server takes',
  tags: ['billing'],
  responses: { 200: paymentProvidersResponse },
});

export const placeOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/orders',
  operationId: 'placeOrder',
  summary: 'Place an order and get the QR code to pay it with',
  description:
    'The server prices the order; an `expectedAmountFen` other than its price is refused with PRICE_CHANGED and nothing is ordered. An order the credit pays in full is paid at once (no QR code).',
  tags: ['billing'],
  body: placeOrderBody,
  responses: { 201: orderPaymentSchema },
});

export const listOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/orders',
  operationId: 'listOrders',
  summary: 'Orders the caller bought and those of the teams they administer, newest first',
  tags: ['billing'],
  query: listOrdersQuery,
  responses: { 200: orderPageSchema },
});

export const getOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/orders/:orderNo',
  operationId: 'getOrder',
  summary: 'One order (poll it while the QR code is shown)',
  tags: ['billing'],
  params: orderParams,
  responses: { 200: orderSchema },
});

export const getOrderPaymentRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/orders/:orderNo/payment',
  operationId: 'getOrderPayment',
  summary: 'The QR code of an order waiting for payment',
  tags: ['billing'],
  params: orderParams,
  responses: { 200: orderPaymentSchema },
});

export const cancelOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/orders/:orderNo/cancel',
  operationId: 'cancelOrder',
  summary: 'Cancel an order waiting for payment; its QR code stops working',
  tags: ['billing'],
  params: orderParams,
  responses: { 200: orderSchema },
});

export const refundOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/orders/:orderNo/refund',
  operationId: 'refundOrder',
  summary: 'Refund annual support within its 7-day money-back guarantee',
  tags: ['billing'],
  params: orderParams,
  responses: { 200: orderSchema },
});

export const applyInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/billing/orders/:orderNo/invoice',
  operationId: 'applyInvoice',
  summary: 'Apply for the invoice of a paid order (once per order)',
  tags: ['billing'],
  params: orderParams,
  body: applyInvoiceBody,
  responses: { 201: invoiceSchema },
});

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/billing/invoices',
  operationId: 'listInvoices',
  summary: "The invoices applied for on the caller's orders and their teams' orders",
  tags: ['billing'],
  query: listInvoicesQuery,
  responses: { 200: invoicePageSchema },
});

export const receivePaymentNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/payments/:provider/notify',
  operationId: 'receivePaymentNotification',
  summary: "A payment provider's notification (Alipay, WeChat Pay, the sandbox)",
  description:
    "Verified by the provider's adapter: a forged or malformed notification is refused (400 PAYMENT_NOTIFICATION_INVALID) and changes nothing. A genuine one is recorded once by its event id; a replay is acknowledged and does nothing.",
  tags: ['payments'],
  params: paymentNotifyParams,
  responses: {
    200: {
      description: "The acknowledgement in the provider's own format",
      content: {
        'application/json': { schema: z.string() },
        'text/plain': { schema: z.string() },
      },
    },
  },
});

export const getSandboxPaymentRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/payments/sandbox/:orderNo',
  operationId: 'getSandboxPayment',
  summary: "What the sandbox pay page shows (authorised by the QR code's token)",
  tags: ['payments'],
  params: sandboxPaymentParams,
  query: sandboxPaymentQuery,
  responses: { 200: sandboxPaymentSchema },
});

export const paySandboxPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/payments/sandbox/:orderNo/pay',
  operationId: 'paySandboxPayment',
  summary: "Pay the order as the sandbox provider (a tester's stand-in for paying)",
  description:
    'Sends a signed sandbox notification through the same handler as real providers. An order that can no longer be paid is ORDER_NOT_PAYABLE.',
  tags: ['payments'],
  params: sandboxPaymentParams,
  body: sandboxActionBody,
  responses: { 200: sandboxPaymentSchema },
});

export const closeSandboxPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/payments/sandbox/:orderNo/close',
  operationId: 'closeSandboxPayment',
  summary: 'Close the order as the sandbox provider (the buyer gave up)',
  description:
    'Sends a signed sandbox notification through the same handler as real providers. An order that can no longer be paid is ORDER_NOT_PAYABLE.',
  tags: ['payments'],
  params: sandboxPaymentParams,
  body: sandboxActionBody,
  responses: { 200: sandboxPaymentSchema },
});
