import {
  createDeskAppointmentRequestSchema,
  createTimeBlockRequestSchema,
  customerLookupQuerySchema,
  customerLookupResponseSchema,
  deskServicesQuerySchema,
  deskAppointmentResponseSchema,
  appointmentMessages,
  frontDeskMessages as m,
  messageFields,
  messageRef,
  messageResponseSchema,
  moveDeskAppointmentRequestSchema,
  servicesResponseSchema,
  timeBlockResponseSchema,
  timeBlocksQuerySchema,
  timeBlocksResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchOfRow } from '../../plugins/authentication.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { presentAppointment } from '../appointments/appointment-presenter.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import { presentService } from '../services/service-presenter.ts';
import type { DeskBookingService } from './desk-booking.service.ts';
import type { DeskMoveService } from './desk-move.service.ts';
import type { TimeBlocksService } from './time-blocks.service.ts';

export interface FrontDeskRoutesDeps {
  guards: AuthGuards;
  deskBooking: DeskBookingService;
  deskMove: DeskMoveService;
  timeBlocks: TimeBlocksService;
  appointments: AppointmentsService;
}

const appointmentParams = z.object({ id: z.uuid(appointmentMessages.appointmentNotFound) });
const blockParams = z.object({ id: z.uuid(m.blockNotFound) });

/**
 * The front desk under /api/admin (docs/decisions/0040-front-desk.md): bookings for customers
 * who are not online, moves from the day view, blocked time. Every call needs role admin or a
 * branch manager, who books, moves, blocks and unblocks at their own branch
 * (docs/decisions/0049-branch-manager.md). Each write changes the free times (`slots`).
 */
export async function frontDeskRoutes(
  app: FastifyInstance,
  { guards, deskBooking, deskMove, timeBlocks, appointments }: FrontDeskRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A branch manager moves visits at their branch only, and only to it (docs/decisions/0049-branch-manager.md).
  const atItsBranch = guards.backOffice(branchOfRow(appointments.branchIdOf), 'body');

  api.get(
    '/customer-lookup',
    {
      ...guards.backOffice(),
      schema: { querystring: customerLookupQuerySchema, response: { 200: customerLookupResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { customers: await deskBooking.lookUpCustomers(request.query.q) },
    }),
  );

  api.get(
    '/desk-services',
    {
      ...guards.backOffice('query'),
      schema: { querystring: deskServicesQuerySchema, response: { 200: servicesResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { services: (await deskBooking.servicesAt(request.query.branchId)).map(presentService) },
    }),
  );

  api.post(
    '/appointments',
    {
      ...guards.backOffice('body'),
      config: { invalidates: ['slots'] },
      schema: { body: createDeskAppointmentRequestSchema, response: { 201: deskAppointmentResponseSchema } },
    },
    async (request, reply) => {
      const { appointment, customer } = await deskBooking.book(request.user!, request.body);
      const staff = (await appointments.staffOf([appointment])).get(appointment.id) ?? null;
      const branch = (await appointments.branchOf([appointment])).get(appointment.id);
      return reply.status(201).send({
        status: 'success' as const,
        ...messageFields(messageRef(m.booked, { name: customer.name })),
        data: {
          appointment: presentAppointment(
            appointment,
            { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
            staff,
            branch,
          ),
        },
      });
    },
  );

  api.post(
    '/appointments/:id/move',
    {
      ...atItsBranch,
      config: { invalidates: ['slots'] },
      schema: {
        params: appointmentParams,
        body: moveDeskAppointmentRequestSchema,
        response: { 200: deskAppointmentResponseSchema },
      },
    },
    async (request) => {
      const row = await deskMove.move(request.user!, request.params.id, request.body);
      const staff = (await appointments.staffOf([row])).get(row.id) ?? null;
      const branch = (await appointments.branchOf([row])).get(row.id);
      return {
        status: 'success' as const,
        message: m.moved,
        data: { appointment: presentAppointment(row, undefined, staff, branch) },
      };
    },
  );

  api.get(
    '/time-blocks',
    {
      ...guards.backOffice('query'),
      schema: { querystring: timeBlocksQuerySchema, response: { 200: timeBlocksResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { timeBlocks: await timeBlocks.list(request.query.date, request.query.branchId) },
    }),
  );

  api.post(
    '/time-blocks',
    {
      ...guards.backOffice('body'),
      config: { invalidates: ['slots'] },
      schema: { body: createTimeBlockRequestSchema, response: { 201: timeBlockResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: m.blockAdded,
        data: { timeBlock: await timeBlocks.add(request.user!, request.body) },
      }),
  );

  api.delete(
    '/time-blocks/:id',
    {
      // A stylist's block too goes by the branch it was placed at (docs/decisions/0049-branch-manager.md).
      ...guards.backOffice(branchOfRow(timeBlocks.branchIdOf)),
      config: { invalidates: ['slots'] },
      schema: { params: blockParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await timeBlocks.remove(request.params.id);
      return { status: 'success' as const, message: m.blockRemoved };
    },
  );
}
