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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../files/multipart.ts';
import type { TeamAdminService } from './team-admin.service.ts';

const idParams = z.object({ id: z.uuid(m.staffNotFound) });
const timeOffParams = z.object({ id: z.uuid(m.staffNotFound), timeOffId: z.uuid(m.timeOffNotFound) });

/** The owner's team under /api/admin/staff (docs/architecture.md#team-admin); every call needs role admin. */
export async function teamAdminRoutes(
  app: FastifyInstance,
  { guards, team }: { guards: AuthGuards; team: TeamAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);
  // Every write changes what customers are offered: the public team list (`staff`) and the free
  // times (`slots`), which ask each stylist's services, shifts and time off.
  const one = (message: string) => async (staff: ReturnType<TeamAdminService['get']>) => ({
    status: 'success' as const,
    ...messageFields(message),
    data: { staff: await staff },
  });

  api.get('/', { schema: { response: { 200: adminStaffListResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { staff: await team.list() },
  }));

  api.post(
    '/',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: { body: createStaffRequestSchema, response: { 201: adminStaffResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await one(m.staffCreated)(team.create(request.body))),
  );

  api.patch(
    '/:id',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: {
        params: idParams,
        body: updateStaffRequestSchema,
        response: { 200: adminStaffResponseSchema },
      },
    },
    async (request) => one(m.staffUpdated)(team.update(request.params.id, request.body)),
  );

  api.delete(
    '/:id',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: { params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await team.remove(request.params.id);
      return { status: 'success' as const, message: m.staffDeleted };
    },
  );

  // Multipart with one `photo` file, checked and re-encoded like every upload (docs/architecture.md#files).
  api.post(
    '/:id/photo',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: { params: idParams, response: { 200: adminStaffResponseSchema } },
    },
    async (request) => {
      const form = await readMultipartForm(request);
      return one(m.photoUpdated)(team.replacePhoto(request.params.id, form));
    },
  );

  api.put(
    '/:id/services',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: {
        params: idParams,
        body: staffServicesRequestSchema,
        response: { 200: adminStaffResponseSchema },
      },
    },
    async (request) => one(m.servicesSaved)(team.replaceServices(request.params.id, request.body)),
  );

  api.put(
    '/:id/shifts',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: {
        params: idParams,
        body: staffShiftsRequestSchema,
        response: { 200: adminStaffResponseSchema },
      },
    },
    async (request) => one(m.shiftsSaved)(team.replaceShifts(request.params.id, request.body)),
  );

  api.post(
    '/:id/time-off',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: {
        params: idParams,
        body: staffTimeOffRequestSchema,
        response: { 201: adminStaffResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await one(m.timeOffAdded)(team.addTimeOff(request.params.id, request.body))),
  );

  api.delete(
    '/:id/time-off/:timeOffId',
    {
      config: { invalidates: ['staff', 'slots'] },
      schema: { params: timeOffParams, response: { 200: adminStaffResponseSchema } },
    },
    async (request) => one(m.timeOffRemoved)(team.removeTimeOff(request.params.id, request.params.timeOffId)),
  );

  api.post(
    '/:id/move-bookings',
    {
      config: { invalidates: ['staff', 'slots'] },
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
