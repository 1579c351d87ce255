import {
  reviewMessages,
  reviewRequestSchema,
  reviewResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import { presentReview } from './review-presenter.ts';
import type { ReviewsService } from './reviews.service.ts';

export async function reviewsRoutes(
  app: FastifyInstance,
  { guards, reviews, reads }: { guards: AuthGuards; reviews: ReviewsService; reads: ReadCacheHttp },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/',
    { schema: { querystring: reviewsQuerySchema, response: { 200: reviewsResponseSchema } } },
    async (request, reply) =>
      reads.reply(request, reply, {
        // Branches announce their changes on this topic too (migration 0042): answers name them.
        topic: 'reviews',
        name: 'reviews',
        key: request.query.branchId ?? '',
        schema: reviewsResponseSchema,
        load: async () => {
          const { reviews: list, ...figures } = await reviews.list(request.query.branchId);
          return { status: 'success' as const, data: { reviews: list.map(presentReview), ...figures } };
        },
      }),
  );

  api.get(
    '/user/me',
    { onRequest: guards.requireUser, schema: { response: { 200: reviewResponseSchema } } },
    async (request) => {
      const mine = await reviews.findMine(request.user!);
      return { status: 'success' as const, data: { review: mine ? presentReview(mine) : null } };
    },
  );

  api.post(
    '/',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: ['reviews'] },
      schema: { body: reviewRequestSchema, response: { 201: reviewResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: reviewMessages.submitted,
        data: { review: presentReview(await reviews.create(request.user!, request.body)) },
      }),
  );

  api.patch(
    '/:id',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: ['reviews'] },
      schema: {
        params: z.object({ id: z.uuid(reviewMessages.notFound) }),
        body: reviewRequestSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: reviewMessages.updated,
      data: { review: presentReview(await reviews.update(request.user!, request.params.id, request.body)) },
    }),
  );
}
