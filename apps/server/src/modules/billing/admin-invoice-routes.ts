import type { FastifyInstance } from 'fastify';
import { listAllInvoicesRoute, issueInvoiceRoute } from '@heron/contract';
import type { BillingContext } from './billing-context.js';
import { issueInvoice, listAllInvoices } from './invoice-service.js';
import { serve } from '../../http/serve-route.js';

/** The enterprise super admins' invoice desk (spec §4: pending issue → issued). */
export async function adminInvoiceRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const { billing } = opts;

  serve(app, listAllInvoicesRoute, async (request) =>
    listAllInvoices(billing, await request.requireUser(), request.query),
  );

  serve(app, issueInvoiceRoute, async (request) =>
    issueInvoice(billing, await request.requireUser(), request.params.invoiceId),
  );
}
