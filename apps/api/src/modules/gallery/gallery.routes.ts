import { catalogueMessages, galleryResponseSchema, messageResponseSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../files/multipart.ts';
import type { GalleryService } from './gallery.service.ts';

export async function galleryRoutes(
  app: FastifyInstance,
  { guards, gallery }: { guards: AuthGuards; gallery: GalleryService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/', { schema: { response: { 200: galleryResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { galleryImages: await gallery.listGrouped() },
  }));

  api.post('/', { onRequest: guards.requireAdmin }, async (request, reply) => {
    const image = await gallery.add(await readMultipartForm(request));
    return reply.status(201).send({
      status: 'success',
      message: catalogueMessages.imageAdded,
      data: { image: { _id: image.id, imageUrl: image.imageUrl, caption: image.caption } },
    });
  });

  api.delete(
    '/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        params: z.object({ id: z.uuid(catalogueMessages.imageNotFound) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await gallery.remove(request.params.id);
      return { status: 'success' as const, message: catalogueMessages.imageDeleted };
    },
  );
}
