import {
  appointmentMessages,
  frontDeskMessages,
  messageFields,
  messageRef,
  servicesResponseSchema,
  staffDeskServicesQuerySchema,
  staffFreeStartsRequestSchema,
  staffFreeStartsResponseSchema,
  staffWalkInRequestSchema,
  staffWalkInResponseSchema,
  staffDayMessages as m,
  staffScheduleQuerySchema,
  staffScheduleResponseSchema,
  staffVisitMarkRequestSchema,
  staffVisitResponseSchema,
} from '@salon/contracts';
import type { StylistVisitAction } from '@salon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { presentService } from '../services/service-presenter.ts';
import type { StaffDayService } from './staff-day.service.ts';
import type { StaffWalkInService } from './staff-walk-in.service.ts';

const idParams = z.object({ id: z.uuid(appointmentMessages.appointmentNotFound) });

const markedMessages: Record<StylistVisitAction, string> = {
  arrived: m.markedArrived,
  completed: m.markedCompleted,
  'no-show': m.markedNoShow,
};

/** A stylist's own day under /api/staff/me (docs/decisions/0039-staff-accounts.md); role staff only. */
export async function staffDayRoutes(
  app: FastifyInstance,
  {
    guards,
    staffDay,
    staffWalkIn,
  }: { guards: AuthGuards; staffDay: StaffDayService; staffWalkIn: StaffWalkInService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireStaff);

  api.get(
    '/schedule',
    { schema: { querystring: staffScheduleQuerySchema, response: { 200: staffScheduleResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await staffDay.schedule(request.user!, request.query.from, request.query.to),
    }),
  );

  // What a walk-in of theirs can have at a branch (docs/decisions/0047-back-office-per-branch.md).
  api.get(
    '/desk-services',
    { schema: { querystring: staffDeskServicesQuerySchema, response: { 200: servicesResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { services: (await staffWalkIn.servicesAt(request.user!, request.query)).map(presentService) },
    }),
  );

  api.post(
    '/free-starts',
    {
      // A question about free times: it reads, and changes nothing.
      config: { invalidates: [] },
      schema: { body: staffFreeStartsRequestSchema, response: { 200: staffFreeStartsResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        freeStarts: await staffWalkIn.freeStarts(request.user!, request.body),
      },
    }),
  );

  // A walk-in for the stylist themselves (docs/decisions/0039-staff-accounts.md).
  api.post(
    '/appointments',
    {
      config: { invalidates: ['slots'] },
      schema: { body: staffWalkInRequestSchema, response: { 201: staffWalkInResponseSchema } },
    },
    async (request, reply) => {
      const booking = await staffWalkIn.book(request.user!, request.body);
      return reply.status(201).send({
        status: 'success' as const,
        ...messageFields(messageRef(frontDeskMessages.booked, { name: booking.customer.name })),
        data: { booking },
      });
    },
  );

  api.patch(
    '/appointments/:id',
    {
      // As the owner's change: a completed visit marks its customer's review Verified visit.
      config: { invalidates: ['slots', 'reviews'] },
      schema: {
        params: idParams,
        body: staffVisitMarkRequestSchema,
        response: { 200: staffVisitResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...messageFields(markedMessages[request.body.action]),
      data: { visit: await staffDay.mark(request.user!, request.params.id, request.body.action) },
    }),
  );
}
