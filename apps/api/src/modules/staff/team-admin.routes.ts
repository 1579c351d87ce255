import {
  adminStaffListResponseSchema,
  adminStaffResponseSchema,
  createStaffRequestSchema,
  messageFields,
  messageRef,
  messageResponseSchema,
  moveBookingsRequestSchema,
  moveBookingsResponseSchema,
  staffServicesRequestSchema,
  staffShiftsRequestSchema,
  staffTimeOffRequestSchema,
  teamAdminMessages as m,
  updateStaffRequestSchema,
} from '@salon/contracts';
import type { AdminStaffMember } from '@salon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CacheTopic } from '../../lib/read-cache/read-cache.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../files/multipart.ts';
import type { TeamAdminService } from './team-admin.service.ts';

const idParams = z.object({ id: z.uuid(m.staffNotFound) });
const timeOffParams = z.object({ id: z.uuid(m.staffNotFound), timeOffId: z.uuid(m.timeOffNotFound) });

// Every write changes what customers are offered: the public team list (`staff`) and the free
// times (`slots`), which ask each stylist's services, shifts and time off.
const writes: { invalidates: CacheTopic[] } = { invalidates: ['staff', 'slots'] };

/** The owner's team under /api/admin/staff (docs/architecture.md#team-admin); every call needs role admin. */
export async function teamAdminRoutes(
  app: FastifyInstance,
  { guards, team }: { guards: AuthGuards; team: TeamAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);

  /**
   * A write answering the stylist as saved, with its message: the params and body parsed by
   * their schemas (so the handler's casts hold), the answer by the response schema.
   */
  function stylistWrite<Params extends z.ZodType, Body extends z.ZodType>(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    { params, body, status = 200 }: { params?: Params; body?: Body; status?: 200 | 201 },
    message: string,
    run: (input: {
      params: z.infer<Params>;
      body: z.infer<Body>;
      request: FastifyRequest;
    }) => Promise<AdminStaffMember>,
  ) {
    api.route({
      method,
      url,
      config: writes,
      schema: {
        ...(params && { params }),
        ...(body && { body }),
        response: { [status]: adminStaffResponseSchema },
      },
      handler: async (request, reply) => {
        const staff = await run({
          params: request.params as z.infer<Params>,
          body: request.body as z.infer<Body>,
          request,
        });
        return reply
          .status(status)
          .send({ status: 'success' as const, ...messageFields(message), data: { staff } });
      },
    });
  }

  api.get('/', { schema: { response: { 200: adminStaffListResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { staff: await team.list() },
  }));

  stylistWrite('POST', '/', { body: createStaffRequestSchema, status: 201 }, m.staffCreated, ({ body }) =>
    team.create(body),
  );
  stylistWrite(
    'PATCH',
    '/:id',
    { params: idParams, body: updateStaffRequestSchema },
    m.staffUpdated,
    ({ params, body }) => team.update(params.id, body),
  );
  // Multipart with one `photo` file, checked and re-encoded like every upload (docs/architecture.md#files).
  stylistWrite('POST', '/:id/photo', { params: idParams }, m.photoUpdated, async ({ params, request }) =>
    team.replacePhoto(params.id, await readMultipartForm(request)),
  );
  stylistWrite(
    'PUT',
    '/:id/services',
    { params: idParams, body: staffServicesRequestSchema },
    m.servicesSaved,
    ({ params, body }) => team.replaceServices(params.id, body),
  );
  stylistWrite(
    'PUT',
    '/:id/shifts',
    { params: idParams, body: staffShiftsRequestSchema },
    m.shiftsSaved,
    ({ params, body }) => team.replaceShifts(params.id, body),
  );
  stylistWrite(
    'POST',
    '/:id/time-off',
    { params: idParams, body: staffTimeOffRequestSchema, status: 201 },
    m.timeOffAdded,
    ({ params, body }) => team.addTimeOff(params.id, body),
  );
  stylistWrite(
    'DELETE',
    '/:id/time-off/:timeOffId',
    { params: timeOffParams },
    m.timeOffRemoved,
    ({ params }) => team.removeTimeOff(params.id, params.timeOffId),
  );

  api.delete(
    '/:id',
    { config: writes, schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await team.remove(request.params.id);
      return { status: 'success' as const, message: m.staffDeleted };
    },
  );

  api.post(
    '/:id/move-bookings',
    {
      config: writes,
      schema: {
        params: idParams,
        body: moveBookingsRequestSchema,
        response: { 200: moveBookingsResponseSchema },
      },
    },
    async (request) => {
      const { moved, staff } = await team.moveBookings(request.params.id, request.body.toStaffId);
      return {
        status: 'success' as const,
        ...messageFields(messageRef(m.moved, { count: moved })),
        data: { moved, staff },
      };
    },
  );
}
