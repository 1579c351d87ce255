import {
  catalogueAdminMessages,
  catalogueMessages,
  galleryImageResponseSchema,
  galleryQuerySchema,
  galleryResponseSchema,
  messageResponseSchema,
  reorderGalleryRequestSchema,
  updateGalleryImageRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../files/multipart.ts';
import { presentGalleryImage } from './gallery.service.ts';
import type { GalleryService } from './gallery.service.ts';

const idParams = z.object({ id: z.uuid(catalogueMessages.imageNotFound) });

export async function galleryRoutes(
  app: FastifyInstance,
  { guards, gallery }: { guards: AuthGuards; gallery: GalleryService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/',
    { schema: { querystring: galleryQuerySchema, response: { 200: galleryResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { galleryImages: await gallery.listGrouped(request.query.branchId) },
    }),
  );

  // The gallery is read from the database each time (docs/architecture.md#read-cache): nothing cached changes.
  api.post('/', { onRequest: guards.requireAdmin, config: { invalidates: [] } }, async (request, reply) => {
    const image = await gallery.add(await readMultipartForm(request));
    return reply.status(201).send({
      status: 'success',
      message: catalogueMessages.imageAdded,
      data: { image: presentGalleryImage(image) },
    });
  });

  api.put(
    '/order',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: [] },
      schema: { body: reorderGalleryRequestSchema, response: { 200: galleryResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueAdminMessages.galleryReordered,
      data: { galleryImages: await gallery.reorder(request.body.ids) },
    }),
  );

  api.patch(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: [] },
      schema: {
        params: idParams,
        body: updateGalleryImageRequestSchema,
        response: { 200: galleryImageResponseSchema },
      },
    },
    async (request) => {
      const image = await gallery.update(request.params.id, request.body);
      return {
        status: 'success' as const,
        message: catalogueAdminMessages.captionUpdated,
        data: { image: presentGalleryImage(image) },
      };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      config: { invalidates: [] },
      schema: {
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await gallery.remove(request.params.id);
      return { status: 'success' as const, message: catalogueMessages.imageDeleted };
    },
  );
}
