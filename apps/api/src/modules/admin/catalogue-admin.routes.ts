import {
  adminReviewResponseSchema,
  adminReviewsResponseSchema,
  adminServicesResponseSchema,
  catalogueAdminMessages,
  hideReviewRequestSchema,
  reviewMessages,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentAdminReview } from '../reviews/review-presenter.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { presentAdminService } from '../services/service-presenter.ts';
import type { ServicesService } from '../services/services.service.ts';

export interface CatalogueAdminDeps {
  services: ServicesService;
  reviews: ReviewsService;
}

/** What only the back office sees: hidden services and reviews; the caller has already required an admin. */
export function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  { services, reviews }: CatalogueAdminDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/services', { schema: { response: { 200: adminServicesResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { services: (await services.listAll()).map(presentAdminService) },
  }));

  api.get('/reviews', { schema: { response: { 200: adminReviewsResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { reviews: (await reviews.listAll()).map(presentAdminReview) },
  }));

  api.patch(
    '/reviews/:id',
    {
      config: { invalidates: ['reviews'] },
      schema: {
        params: z.object({ id: z.uuid(reviewMessages.notFound) }),
        body: hideReviewRequestSchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await reviews.setHidden(request.params.id, request.body.hidden);
      return {
        status: 'success' as const,
        message: review.hidden ? catalogueAdminMessages.reviewHidden : catalogueAdminMessages.reviewShown,
        data: { review: presentAdminReview(review) },
      };
    },
  );
}
