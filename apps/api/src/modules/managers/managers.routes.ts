import {
  appointManagerRequestSchema,
  managerIdParamsSchema,
  managerMessages as m,
  managerResponseSchema,
  managersResponseSchema,
  messageResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { ManagersService } from './managers.service.ts';

/**
 * Branch managers under /api/admin/managers (docs/decisions/0049-branch-manager.md): the owner's
 * alone, never a manager's. A change ends the account's sessions, so the writes drop the
 * remembered ones (`sessions`).
 */
export async function managersRoutes(
  app: FastifyInstance,
  { guards, managers }: { guards: AuthGuards; managers: ManagersService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);

  api.get('/', { schema: { response: { 200: managersResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { managers: await managers.list() },
  }));

  // PUT: appointing the same account to the same branch twice leaves one manager, as once.
  api.put(
    '/',
    {
      config: { invalidates: ['sessions'] },
      schema: { body: appointManagerRequestSchema, response: { 200: managerResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: m.appointed,
      data: { manager: await managers.appoint(request.body.email, request.body.branchId) },
    }),
  );

  api.delete(
    '/:id',
    {
      config: { invalidates: ['sessions'] },
      schema: { params: managerIdParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await managers.remove(request.params.id);
      return { status: 'success' as const, message: m.removed };
    },
  );
}
