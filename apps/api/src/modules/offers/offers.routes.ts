import {
  catalogueMessages,
  messageResponseSchema,
  offerResponseSchema,
  offersResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import { readMultipartForm } from '../files/multipart.ts';
import { presentOffer } from './offer-presenter.ts';
import type { OffersService } from './offers.service.ts';

const idParams = z.object({ id: z.uuid(catalogueMessages.offerNotFound) });

export async function offersRoutes(
  app: FastifyInstance,
  { guards, offers, reads }: { guards: AuthGuards; offers: OffersService; reads: ReadCacheHttp },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const present = (list: Parameters<typeof presentOffer>[0][]) => {
    const today = offers.salonToday();
    return list.map((offer) => presentOffer(offer, today));
  };

  // Which offers run, and how each is described, depends on the salon's date: it keys the entry.
  api.get('/active', { schema: { response: { 200: offersResponseSchema } } }, async (request, reply) =>
    reads.reply(request, reply, {
      topic: 'catalogue',
      name: 'active-offers',
      key: offers.salonToday(),
      keyHoldsUntil: offers.salonTomorrowStarts(),
      schema: offersResponseSchema,
      load: async () => ({
        status: 'success' as const,
        data: { offers: present(await offers.listActive()) },
      }),
    }),
  );

  api.get(
    '/',
    { onRequest: guards.requireAdmin, schema: { response: { 200: offersResponseSchema } } },
    async () => ({
      status: 'success' as const,
      data: { offers: present(await offers.listAll()) },
    }),
  );

  api.get(
    '/:id',
    { schema: { params: idParams, response: { 200: offerResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { offer: presentOffer(await offers.get(request.params.id), offers.salonToday()) },
    }),
  );

  api.post(
    '/',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { response: { 201: offerResponseSchema } },
    },
    async (request, reply) => {
      const offer = await offers.create(await readMultipartForm(request));
      return reply.status(201).send({
        status: 'success' as const,
        message: catalogueMessages.offerCreated,
        data: { offer: presentOffer(offer, offers.salonToday()) },
      });
    },
  );

  api.patch(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { params: idParams, response: { 200: offerResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueMessages.offerUpdated,
      data: {
        offer: presentOffer(
          await offers.update(request.params.id, await readMultipartForm(request)),
          offers.salonToday(),
        ),
      },
    }),
  );

  api.delete(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await offers.remove(request.params.id);
      return { status: 'success' as const, message: catalogueMessages.offerDeleted };
    },
  );
}
