import {
  adminServiceResponseSchema,
  catalogueAdminMessages,
  catalogueMessages,
  createServiceRequestSchema,
  messageResponseSchema,
  serviceResponseSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  updateServiceRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import { readMultipartForm } from '../files/multipart.ts';
import { presentAdminService, presentService } from './service-presenter.ts';
import type { ServicesService } from './services.service.ts';

const idParams = z.object({ id: z.uuid(catalogueMessages.serviceNotFound) });

export async function servicesRoutes(
  app: FastifyInstance,
  {
    guards,
    services,
    reads,
    offeredAt,
  }: {
    guards: AuthGuards;
    services: ServicesService;
    reads: ReadCacheHttp;
    /**
     * The branch's id and its services with its own prices (null: the catalogue's); an unknown
     * branch is not found, a closed one refused (docs/decisions/0045-branches.md).
     */
    offeredAt: (branchId: string) => Promise<{ id: string; prices: ReadonlyMap<string, number | null> }>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/get-services',
    { schema: { querystring: servicesQuerySchema, response: { 200: servicesResponseSchema } } },
    async (request, reply) => {
      const { branchId } = request.query;
      if (branchId === undefined)
        return reads.reply(request, reply, {
          topic: 'catalogue',
          name: 'services',
          schema: servicesResponseSchema,
          load: async () => ({
            status: 'success' as const,
            data: { services: (await services.list()).map(presentService) },
          }),
        });
      // Topic `catalogue`: the owner's branch changes (its services and prices) drop it too.
      return reads.reply(request, reply, {
        topic: 'catalogue',
        name: `services ${branchId}`,
        schema: servicesResponseSchema,
        load: async () => {
          const branch = await offeredAt(branchId);
          const offered = (await services.list())
            .filter((service) => branch.prices.has(service.id))
            .map((service) => ({ ...service, priceLkr: branch.prices.get(service.id) ?? service.priceLkr }));
          return { status: 'success' as const, data: { services: offered.map(presentService) } };
        },
      });
    },
  );

  api.get(
    '/:id',
    { schema: { params: idParams, response: { 200: serviceResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { service: presentService(await services.get(request.params.id)) },
    }),
  );

  api.post(
    '/',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { body: createServiceRequestSchema, response: { 201: serviceResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: catalogueMessages.serviceCreated,
        data: { service: presentService(await services.create(request.body)) },
      }),
  );

  api.patch(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: {
        params: idParams,
        body: updateServiceRequestSchema,
        response: { 200: adminServiceResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueMessages.serviceUpdated,
      data: { service: presentAdminService(await services.update(request.params.id, request.body)) },
    }),
  );
  // Multipart with one `image` file, checked and re-encoded like every upload (docs/architecture.md#files).
  api.post(
    '/:id/image',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { params: idParams, response: { 200: adminServiceResponseSchema } },
    },
    async (request) => {
      const form = await readMultipartForm(request);
      return {
        status: 'success' as const,
        message: catalogueAdminMessages.serviceImageUpdated,
        data: { service: presentAdminService(await services.replaceImage(request.params.id, form)) },
      };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: ['catalogue'] },
      schema: { params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await services.remove(request.params.id);
      return { status: 'success' as const, message: catalogueMessages.serviceDeleted };
    },
  );
}
