import {
  messageFields,
  messageRef,
  staffAccountMessages as m,
  staffAccountRequestSchema,
  staffAccountResponseSchema,
  teamAdminMessages,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { StaffAccountService } from './staff-account.service.ts';

const idParams = z.object({ id: z.uuid(teamAdminMessages.staffNotFound) });

/**
 * A stylist's own sign-in, under /api/admin/staff/:id/account (docs/decisions/0039-staff-accounts.md);
 * every call needs role admin. No cached answer shows accounts, so the writes drop none.
 */
export async function staffAccountRoutes(
  app: FastifyInstance,
  { guards, accounts }: { guards: AuthGuards; accounts: StaffAccountService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);

  api.get(
    '/:id/account',
    { schema: { params: idParams, response: { 200: staffAccountResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { account: await accounts.get(request.params.id) },
    }),
  );

  api.post(
    '/:id/account',
    {
      config: { invalidates: [] },
      schema: {
        params: idParams,
        body: staffAccountRequestSchema,
        response: { 201: staffAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const account = await accounts.create(request.params.id, request.body.email);
      return reply.status(201).send({
        status: 'success' as const,
        ...messageFields(messageRef(m.accountCreated, { email: account.email })),
        data: { account },
      });
    },
  );

  api.delete(
    '/:id/account',
    {
      config: { invalidates: [] },
      schema: { params: idParams, response: { 200: staffAccountResponseSchema } },
    },
    async (request) => {
      await accounts.remove(request.params.id);
      return { status: 'success' as const, ...messageFields(m.accountRemoved), data: { account: null } };
    },
  );
}
