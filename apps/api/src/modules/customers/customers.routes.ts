import {
  createCustomerNoteRequestSchema,
  customerIdParamsSchema,
  customerMessages as m,
  customerNoteDeletedResponseSchema,
  customerNoteParamsSchema,
  customerNoteResponseSchema,
  customerResponseSchema,
  customersQuerySchema,
  customersResponseSchema,
  dailyCloseQuerySchema,
  dailyCloseResponseSchema,
  mergeCustomersRequestSchema,
  mergeCustomersResponseSchema,
  messageFields,
  updateCustomerNoteRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { CustomerMergeService } from './customer-merge.service.ts';
import type { CustomersService } from './customers.service.ts';
import { dailyCloseCsv } from './daily-close-csv.ts';
import type { DailyCloseService } from './daily-close.service.ts';

export interface CustomersRoutesDeps {
  guards: AuthGuards;
  customers: CustomersService;
  merge: CustomerMergeService;
  dailyClose: DailyCloseService;
}

/**
 * The owner's customers and daily close under /api/admin (docs/decisions/0041-customers-and-merge.md).
 * Customers are the salon's, shared by every branch: a branch manager reads them and keeps their
 * notes as the owner does, and merging two stays the owner's (docs/decisions/0049-branch-manager.md).
 */
export async function customersRoutes(
  app: FastifyInstance,
  { guards, customers, merge, dailyClose }: CustomersRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = { onRequest: guards.requireAdmin };
  // About no branch: a customer's visits at every branch are the salon's history.
  const backOffice = guards.backOffice();

  api.get(
    '/customers',
    {
      ...backOffice,
      schema: { querystring: customersQuerySchema, response: { 200: customersResponseSchema } },
    },
    async (request) => ({ status: 'success' as const, data: await customers.list(request.query) }),
  );

  api.get(
    '/customers/:id',
    { ...backOffice, schema: { params: customerIdParamsSchema, response: { 200: customerResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { customer: await customers.detail(request.params.id) },
    }),
  );

  // Notes are the salon's own: no cached answer shows them.
  api.post(
    '/customers/:id/notes',
    {
      ...backOffice,
      config: { invalidates: [] },
      schema: {
        params: customerIdParamsSchema,
        body: createCustomerNoteRequestSchema,
        response: { 201: customerNoteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        ...messageFields(m.noteAdded),
        data: { note: await customers.addNote(request.params.id, request.body, request.user!.id) },
      }),
  );

  api.patch(
    '/customers/:id/notes/:noteId',
    {
      ...backOffice,
      config: { invalidates: [] },
      schema: {
        params: customerNoteParamsSchema,
        body: updateCustomerNoteRequestSchema,
        response: { 200: customerNoteResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(m.noteSaved),
      data: { note: await customers.updateNote(request.params.id, request.params.noteId, request.body) },
    }),
  );

  api.delete(
    '/customers/:id/notes/:noteId',
    {
      ...backOffice,
      config: { invalidates: [] },
      schema: { params: customerNoteParamsSchema, response: { 200: customerNoteDeletedResponseSchema } },
    },
    async (request) => {
      await customers.deleteNote(request.params.id, request.params.noteId);
      return {
        status: 'success' as const,
        ...messageFields(m.noteDeleted),
        data: { noteId: request.params.noteId },
      };
    },
  );

  // The duplicate's sessions end with it, and a review it wrote may now show the kept record's name.
  api.post(
    '/customers/:id/merge',
    {
      ...owner,
      config: { invalidates: ['reviews', 'sessions'] },
      schema: {
        params: customerIdParamsSchema,
        body: mergeCustomersRequestSchema,
        response: { 200: mergeCustomersResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(m.merged),
      data: await merge.merge(request.params.id, request.body.fromId),
    }),
  );

  api.get(
    '/daily-close',
    {
      ...guards.backOffice('query'),
      schema: { querystring: dailyCloseQuerySchema, response: { 200: dailyCloseResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { close: await dailyClose.close(request.query.date, request.query.branchId) },
    }),
  );

  api.get(
    '/daily-close.csv',
    { ...guards.backOffice('query'), schema: { querystring: dailyCloseQuerySchema } },
    async (request, reply) => {
      const close = await dailyClose.close(request.query.date, request.query.branchId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="salon-close-${close.date}.csv"`)
        .header('cache-control', 'no-store')
        .send(dailyCloseCsv(close));
    },
  );
}
