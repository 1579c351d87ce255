import {
  adminBranchesResponseSchema,
  adminBranchResponseSchema,
  branchAdminMessages as m,
  branchParamsSchema,
  createBranchRequestSchema,
  messageFields,
  updateBranchRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CacheTopic } from '../../lib/read-cache/read-cache.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { BranchesAdminService } from './branches-admin.service.ts';

// A branch's details and hours are the `salon` topic's (GET /api/branches, the free times' day
// rules), what it offers the `catalogue`'s, and its hours and chairs shape the free `slots`.
const writes: { invalidates: CacheTopic[] } = { invalidates: ['salon', 'catalogue', 'slots'] };

/** The owner's branches under /api/admin/branches (docs/decisions/0045-branches.md); role admin. */
export async function branchesAdminRoutes(
  app: FastifyInstance,
  { guards, branches }: { guards: AuthGuards; branches: BranchesAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);

  api.get('/', { schema: { response: { 200: adminBranchesResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { branches: await branches.list() },
  }));

  api.post(
    '/',
    {
      config: writes,
      schema: { body: createBranchRequestSchema, response: { 201: adminBranchResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        ...messageFields(m.branchCreated),
        data: { branch: await branches.create(request.body) },
      }),
  );

  api.patch(
    '/:id',
    {
      config: writes,
      schema: {
        params: branchParamsSchema,
        body: updateBranchRequestSchema,
        response: { 200: adminBranchResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(m.branchSaved),
      data: { branch: await branches.update(request.params.id, request.body) },
    }),
  );

  // Closing is its own call: it is refused while bookings are to come, which an edit never is.
  api.post(
    '/:id/close',
    {
      config: writes,
      schema: { params: branchParamsSchema, response: { 200: adminBranchResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(m.branchClosedNow),
      data: { branch: await branches.close(request.params.id) },
    }),
  );
}
