import {
  adminOfferRequestSchema,
  adminOfferResponseSchema,
  adminWaitlistQuerySchema,
  adminWaitlistResponseSchema,
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  messageFields,
  messageResponseSchema,
  myWaitlistResponseSchema,
  waitlistMessages as m,
  waitlistOfferResponseSchema,
  waitlistSettingsRequestSchema,
  waitlistSettingsResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchOfRow } from '../../plugins/authentication.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { limitPerSession } from '../../plugins/rate-limits.ts';
import type { WaitlistService, createWaitlistAdminService } from './waitlist.service.ts';

const entryParams = z.object({ id: z.uuid(m.entryNotFound) });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

/** The customer's waitlist under /api/waitlist (docs/decisions/0042-waitlist.md). */
export async function waitlistRoutes(
  app: FastifyInstance,
  { guards, waitlist }: { guards: AuthGuards; waitlist: WaitlistService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // On each route, so the OpenAPI document marks them as needing the session.
  const customer = { onRequest: guards.requireVerifiedUser };

  api.post(
    '/',
    {
      ...customer,
      // An entry may take time already free at once (an offer's hold).
      config: { ...limitPerSession(20, 15), invalidates: ['slots'] },
      schema: { body: joinWaitlistRequestSchema, response: { 201: joinWaitlistResponseSchema } },
    },
    async (request, reply) => {
      const entry = await waitlist.join(request.user!.id, request.body);
      return reply
        .status(201)
        .send({ status: 'success' as const, ...messageFields(m.joined), data: { entry } });
    },
  );

  api.get(
    '/mine',
    { ...customer, schema: { response: { 200: myWaitlistResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await waitlist.mine(request.user!.id),
    }),
  );

  api.get(
    '/offers/:token',
    { ...customer, schema: { params: tokenParams, response: { 200: waitlistOfferResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { offer: await waitlist.findOffer(request.user!.id, request.params.token) },
    }),
  );

  api.delete(
    '/:id',
    {
      ...customer,
      // Leaving lets a live offer's time go to the next person waiting.
      config: { invalidates: ['slots'] },
      schema: { params: entryParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await waitlist.leave(request.user!.id, request.params.id);
      return { status: 'success' as const, message: m.left };
    },
  );
}

/** The owner's waitlist under /api/admin/waitlist (docs/decisions/0042-waitlist.md). */
export async function waitlistAdminRoutes(
  app: FastifyInstance,
  { guards, admin }: { guards: AuthGuards; admin: ReturnType<typeof createWaitlistAdminService> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = { onRequest: guards.requireAdmin };

  api.get(
    '/',
    {
      ...guards.backOffice('query'),
      schema: { querystring: adminWaitlistQuerySchema, response: { 200: adminWaitlistResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await admin.day(request.query.date, request.query.branchId),
    }),
  );

  api.post(
    '/:id/offer',
    {
      // A branch manager offers times at their branch, to an entry waiting there or at any branch
      // (docs/decisions/0049-branch-manager.md): the body's branch becomes theirs.
      ...guards.backOffice(branchOfRow(admin.branchIdOfEntry), 'body'),
      config: { invalidates: ['slots'] },
      schema: {
        params: entryParams,
        body: adminOfferRequestSchema,
        response: { 201: adminOfferResponseSchema },
      },
    },
    async (request, reply) => {
      const offer = await admin.offerByHand(request.params.id, request.body);
      return reply.status(201).send({ status: 'success' as const, data: { offer } });
    },
  );

  api.put(
    '/settings',
    {
      ...owner,
      config: { invalidates: [] },
      schema: { body: waitlistSettingsRequestSchema, response: { 200: waitlistSettingsResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(m.offerMinutesSaved),
      data: await admin.setOfferMinutes(request.body.offerMinutes),
    }),
  );
}
