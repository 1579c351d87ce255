import {
  adminAppointmentDetailResponseSchema,
  adminAppointmentsQuerySchema,
  appointmentMessages,
  appointmentResponseSchema,
  appointmentStatusMessageIds,
  appointmentsResponseSchema,
  availabilityResponseSchema,
  bookableDaysRequestSchema,
  bookableDaysResponseSchema,
  cancelAppointmentResponseSchema,
  checkAvailabilityRequestSchema,
  createAppointmentRequestSchema,
  createPaymentIntentRequestSchema,
  messageFields,
  messageRef,
  paymentIntentResponseSchema,
  refundMessages,
  rescheduleMessages,
  rescheduleRequestSchema,
  statusChangeResponseSchema,
  updateAppointmentStatusRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchOfRow } from '../../plugins/authentication.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { limitBy, limitPerSession, perClient } from '../../plugins/rate-limits.ts';
import { presentAppointment } from './appointment-presenter.ts';
import type { Customer } from './appointment-presenter.ts';
import type { AppointmentRow } from '../../db/schema/index.ts';
import type { StaffChoice } from '../availability/availability.service.ts';
import type { AppointmentsService } from './appointments.service.ts';
import type { BookingService } from './booking.service.ts';
import type { RescheduleService } from './reschedule.service.ts';

const idParams = z.object({ id: z.uuid(appointmentMessages.appointmentNotFound) });

/** An admin sees the chair and the history; the owner, their appointment as before. */
const appointmentOrDetailResponseSchema = z.union([
  adminAppointmentDetailResponseSchema,
  appointmentResponseSchema,
]);

/** Says what became of the booking fee when the change was a cancellation, by id (docs/decisions/0035-messages-by-id.md). */
function statusChangeMessage(appointment: AppointmentRow, refunded: boolean | null) {
  if (refunded === null) return appointmentMessages.statusUpdated;
  if (!refunded && appointment.chargedBackAt) return appointmentMessages.cancelledChargedBack;
  // A front-desk booking paid nothing online (its fee was taken, waived or is due at the desk):
  // there is no refund to speak of.
  if (!refunded && appointment.feeSettlement !== null) return appointmentMessages.cancelled;
  const params = { fee: appointment.appointmentFeeLkr };
  const ids = appointmentStatusMessageIds;
  if (!refunded) return messageRef(ids.cancelledFeeKept, params);
  return messageRef(appointment.refundId ? ids.cancelledFeeRefunded : ids.cancelledFeeRefundPending, params);
}

export async function appointmentsRoutes(
  app: FastifyInstance,
  {
    guards,
    booking,
    appointments,
    reschedule,
  }: {
    guards: AuthGuards;
    booking: BookingService;
    appointments: AppointmentsService;
    reschedule: RescheduleService;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** One appointment as its answers carry it, with who does it (docs/decisions/0036-stylists.md). */
  const present = async (row: AppointmentRow, customer?: Customer) =>
    presentAppointment(
      row,
      customer,
      (await appointments.staffOf([row])).get(row.id) ?? null,
      // Where it is (docs/decisions/0045-branches.md).
      (await appointments.branchOf([row])).get(row.id),
    );
  const customer = { onRequest: guards.requireVerifiedUser };
  // A branch manager changes the status of visits at their branch only (docs/decisions/0049-branch-manager.md).
  const atItsBranch = guards.backOffice(branchOfRow(appointments.branchIdOf));
  /**
   * docs/product.md#2.10: free days and times are public, so a visitor sees them before making
   * an account; only a move (an appointment id) is a customer's own question.
   */
  const guestLimit = limitBy(app, perClient('availability', 300, 15));
  const publicAvailability = {
    onRequest: guards.optionalUser,
    // Customers are counted by their own calls elsewhere; a visitor by their address.
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) await guestLimit.call(app, request, reply);
    },
  };
  /**
   * Whose time a look at free days and times is about (docs/decisions/0036-stylists.md); with an
   * appointment id it is the customer's own move (docs/product.md#2.11), which does not count
   * against itself and keeps its stylist unless another is named.
   */
  const staffChoiceFor = async (
    request: FastifyRequest,
    {
      appointmentId,
      staffId,
      atDesk,
      branchId,
    }: {
      appointmentId?: string | undefined;
      staffId?: string | undefined;
      atDesk?: boolean | undefined;
      branchId?: string | undefined;
    },
  ): Promise<StaffChoice> => {
    if (atDesk) {
      await guards.requireAdmin(request);
      return { staffId, atDesk, branchId };
    }
    // docs/decisions/0045-branches.md: absent, the main branch; a move keeps its visit's branch.
    if (!appointmentId) return { staffId, branchId };
    await guards.requireVerifiedUser(request);
    return reschedule.movingChoiceOf(request.user!, appointmentId, staffId);
  };

  api.post(
    '/check-availability',
    {
      ...publicAvailability,
      // A question about free times: it reads, and changes nothing.
      config: { invalidates: [] },
      schema: { body: checkAvailabilityRequestSchema, response: { 200: availabilityResponseSchema } },
    },
    async (request) => {
      const { slots, duration } = await booking.checkAvailability(
        request.body.date,
        request.body.services,
        await staffChoiceFor(request, request.body),
      );
      return { status: 'success' as const, availableSlots: slots, data: { availableSlots: slots, duration } };
    },
  );

  api.post(
    '/bookable-days',
    {
      ...publicAvailability,
      config: { invalidates: [] },
      schema: { body: bookableDaysRequestSchema, response: { 200: bookableDaysResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await booking.bookableDays(
        request.body.month,
        request.body.services,
        await staffChoiceFor(request, request.body),
      ),
    }),
  );

  api.post(
    '/create-payment-intent',
    {
      ...customer,
      config: { ...limitPerSession(20, 15), invalidates: ['slots'] },
      schema: { body: createPaymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (request) => {
      const intent = await booking.startPayment(request.user!, request.body);
      return {
        status: 'success' as const,
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        data: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          holdExpiresAt: intent.holdExpiresAt.toISOString(),
          provider: intent.provider,
          ...(intent.checkout && { checkout: intent.checkout }),
          ...(intent.keepCardCheckout && { keepCardCheckout: intent.keepCardCheckout }),
        },
      };
    },
  );

  api.post(
    '/create',
    {
      ...customer,
      config: { invalidates: ['slots'] },
      schema: { body: createAppointmentRequestSchema, response: { 201: appointmentResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: appointmentMessages.booked,
        data: {
          appointment: await present(
            await booking.completeBooking(request.user!, request.body.paymentIntentId),
          ),
        },
      }),
  );

  api.get(
    '/my-appointments',
    { ...customer, schema: { response: { 200: appointmentsResponseSchema } } },
    async (request) => {
      const rows = await appointments.listMine(request.user!);
      const staff = await appointments.staffOf(rows);
      const branches = await appointments.branchOf(rows);
      return {
        status: 'success' as const,
        data: {
          appointments: rows.map((row) =>
            presentAppointment(row, undefined, staff.get(row.id) ?? null, branches.get(row.id)),
          ),
        },
      };
    },
  );

  api.get(
    '/all',
    {
      // A branch manager lists their branch's (docs/decisions/0049-branch-manager.md): none named is theirs.
      ...guards.backOffice('query'),
      schema: { querystring: adminAppointmentsQuerySchema, response: { 200: appointmentsResponseSchema } },
    },
    async (request) => {
      const { rows, total } = await appointments.listFiltered(request.query);
      const undoable = await appointments.undoableNow(rows.map((row) => row.appointment));
      const staff = await appointments.staffOf(rows.map((row) => row.appointment));
      const branches = await appointments.branchOf(rows.map((row) => row.appointment));
      return {
        status: 'success' as const,
        data: {
          appointments: rows.map((row) => ({
            ...presentAppointment(
              row.appointment,
              row.customer,
              staff.get(row.appointment.id) ?? null,
              branches.get(row.appointment.id),
            ),
            undoable: undoable.get(row.appointment.id) ?? null,
          })),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        },
      };
    },
  );

  api.get(
    '/:id',
    { ...customer, schema: { params: idParams, response: { 200: appointmentOrDetailResponseSchema } } },
    async (request) => {
      // The back office's view of a visit: the owner's of any, a branch manager's of one at their
      // branch (docs/decisions/0049-branch-manager.md); anyone else sees only their own bookings.
      const user = request.user!;
      const backOffice =
        user.role === 'admin' ||
        (user.role === 'manager' && (await appointments.branchIdOf(request.params.id)) === user.branchId);
      if (!backOffice)
        return {
          status: 'success' as const,
          data: { appointment: await present(await appointments.get(request.user!, request.params.id)) },
        };
      const detail = await appointments.detail(request.params.id);
      return {
        status: 'success' as const,
        data: {
          appointment: {
            ...(await present(detail.appointment, detail.customer)),
            chair: detail.chair,
            history: detail.history,
            moves: detail.moves,
            undoable: detail.undoable,
          },
        },
      };
    },
  );

  api.patch(
    '/:id/cancel',
    {
      ...customer,
      config: { invalidates: ['slots'] },
      schema: { params: idParams, response: { 200: cancelAppointmentResponseSchema } },
    },
    async (request) => {
      const { appointment, refunded, chargedBack } = await appointments.cancel(
        request.user!,
        request.params.id,
      );
      return {
        status: 'success' as const,
        message: chargedBack ? appointmentMessages.cancelledChargedBack : appointmentMessages.cancelled,
        data: {
          appointment: await present(appointment),
          refund: {
            refunded,
            amountLkr: refunded ? appointment.appointmentFeeLkr : 0,
            reachesCardWithin: refunded ? refundMessages.reachesCardWithin : null,
          },
        },
      };
    },
  );

  api.post(
    '/:id/reschedule',
    {
      ...customer,
      config: { ...limitPerSession(20, 15), invalidates: ['slots'] },
      schema: {
        params: idParams,
        body: rescheduleRequestSchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: rescheduleMessages.moved,
      data: {
        appointment: await present(
          await reschedule.reschedule(request.user!, request.params.id, request.body),
        ),
      },
    }),
  );

  api.patch(
    '/:id/status',
    {
      ...atItsBranch,
      // A completed visit marks its customer's review Verified visit (docs/product.md#2.7).
      config: { invalidates: ['slots', 'reviews'] },
      schema: {
        params: idParams,
        body: updateAppointmentStatusRequestSchema,
        response: { 200: statusChangeResponseSchema },
      },
    },
    async (request) => {
      const { appointment, refunded } = await appointments.changeStatus(
        request.user!,
        request.params.id,
        request.body.status,
      );
      const undoable = await appointments.undoableNow([appointment]);
      return {
        status: 'success' as const,
        ...messageFields(statusChangeMessage(appointment, refunded)),
        data: {
          appointment: { ...(await present(appointment)), undoable: undoable.get(appointment.id) ?? null },
          refunded,
        },
      };
    },
  );

  // docs/decisions/0025-status-undo.md: the salon takes back its last status change within 24 hours.
  api.post(
    '/:id/undo-status',
    {
      ...atItsBranch,
      config: { invalidates: ['slots', 'reviews'] },
      schema: { params: idParams, response: { 200: statusChangeResponseSchema } },
    },
    async (request) => {
      const { appointment } = await appointments.undoStatus(request.user!, request.params.id);
      return {
        status: 'success' as const,
        ...messageFields(
          messageRef(appointmentStatusMessageIds.statusUndone, { status: appointment.status }),
        ),
        data: { appointment: { ...(await present(appointment)), undoable: null }, refunded: null },
      };
    },
  );
}
