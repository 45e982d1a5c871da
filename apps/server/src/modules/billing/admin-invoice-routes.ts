import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoicePageSchema,
  invoiceParams,
  invoiceSchema,
  listInvoicesQuery,
} from '@heron/contract';
import { errorResponses } from '../../http/error-responses.js';
import type { BillingContext } from './billing-context.js';
import { issueInvoice, listAllInvoices } from './invoice-service.js';

const tags = ['admin'];

/** The enterprise super admins' invoice desk (spec §4: pending issue → issued). */
export async function adminInvoiceRoutes(app: FastifyInstance, opts: { billing: BillingContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;

  api.get(
    '/api/v1/admin/invoices',
    {
      schema: {
        operationId: 'listAllInvoices',
        summary: "Every invoice application (the instance's super admins only)",
        tags,
        querystring: listInvoicesQuery,
        response: { 200: invoicePageSchema, ...errorResponses },
      },
    },
    async (request) => listAllInvoices(billing, await request.requireUser(), request.query),
  );

  api.post(
    '/api/v1/admin/invoices/:invoiceId/issue',
    {
      schema: {
        operationId: 'issueInvoice',
        summary: "Mark an invoice issued (the instance's super admins only)",
        tags,
        params: invoiceParams,
        response: { 200: invoiceSchema, ...errorResponses },
      },
    },
    async (request) => issueInvoice(billing, await request.requireUser(), request.params.invoiceId),
  );
}
