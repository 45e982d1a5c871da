import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingTeamParams,
  paymentProvidersResponse,
  purchaseSchema,
  quoteSchema,
  subscriptionSchema,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { BillingContext } from './billing-context.js';
import { pricePurchase } from './quote-service.js';
import { getSubscription, setAutoRenew } from './subscription-service.js';

const tags = ['billing'];

/** Subscriptions, quotes and the payment methods on offer. */
export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;

  api.get(
    '/api/v1/billing/teams/:teamId/subscription',
    {
      schema: {
        operationId: 'getSubscription',
        summary: "A team's plan, seats, expiry, next renewal and payment history",
        description:
          'Any member of the team may see it; `canManage` says whether the caller may buy.',
        tags,
        params: billingTeamParams,
        response: { 200: subscriptionSchema, ...errorResponses },
      },
    },
    async (request) => getSubscription(billing, await request.requireUser(), request.params.teamId),
  );

  api.post(
    '/api/v1/billing/teams/:teamId/subscription/cancel',
    {
      schema: {
        operationId: 'cancelAutoRenew',
        summary: 'Stop auto-renewal: the plan runs to its expiry and does not renew',
        tags,
        params: billingTeamParams,
        response: { 200: subscriptionSchema, ...errorResponses },
      },
    },
    async (request) =>
      setAutoRenew(billing, await request.requireUser(), request.params.teamId, false),
  );

  api.post(
    '/api/v1/billing/teams/:teamId/subscription/resume',
    {
      schema: {
        operationId: 'resumeAutoRenew',
        summary: 'Turn auto-renewal back on',
        tags,
        params: billingTeamParams,
        response: { 200: subscriptionSchema, ...errorResponses },
      },
    },
    async (request) =>
      setAutoRenew(billing, await request.requireUser(), request.params.teamId, true),
  );

  api.post(
    '/api/v1/billing/quote',
    {
      schema: {
        operationId: 'quotePurchase',
        summary: 'What a purchase costs now, priced exactly as the order will be',
        description:
          'Upgrades credit the unused part of the current period; seats are prorated to its end.',
        tags,
        body: z.object({ purchase: purchaseSchema }),
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const priced = await pricePurchase(
        billing,
        billing.db,
        user,
        request.body.purchase,
        billing.now(),
      );
      return priced.quote;
    },
  );

  api.get(
    '/api/v1/billing/providers',
    {
      schema: {
        operationId: 'listPaymentProviders',
        summary: 'The payment methods this server takes',
        tags,
        response: { 200: paymentProvidersResponse, ...errorResponses },
      },
    },
    async (request) => {
      await request.requireUser();
      return { providers: [...billing.payments.byId.keys()] };
    },
  );
}
