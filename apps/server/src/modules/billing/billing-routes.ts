import type { FastifyInstance } from 'fastify';
import {
  getSubscriptionRoute,
  cancelAutoRenewRoute,
  resumeAutoRenewRoute,
  quotePurchaseRoute,
  listPaymentProvidersRoute,
} from '@heron/contract';
import type { BillingContext } from './billing-context.js';
import { pricePurchase } from './quote-service.js';
import { getSubscription, setAutoRenew } from './subscription-service.js';
import { serve } from '../../http/serve-route.js';

/** Subscriptions, quotes and the payment methods on offer. */
export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const { billing } = opts;

  serve(app, getSubscriptionRoute, async (request) =>
    getSubscription(billing, await request.requireUser(), request.params.teamId),
  );

  serve(app, cancelAutoRenewRoute, async (request) =>
    setAutoRenew(billing, await request.requireUser(), request.params.teamId, false),
  );

  serve(app, resumeAutoRenewRoute, async (request) =>
    setAutoRenew(billing, await request.requireUser(), request.params.teamId, true),
  );

  serve(app, quotePurchaseRoute, async (request) => {
    const user = await request.requireUser();
    const priced = await pricePurchase(
      billing,
      billing.db,
      user,
      request.body.purchase,
      billing.now(),
    );
    return priced.quote;
  });

  serve(app, listPaymentProvidersRoute, async (request) => {
    await request.requireUser();
    return { providers: [...billing.payments.byId.keys()] };
  });
}
