import { appointmentMessages } from '@salon/contracts';
import type { AppointmentStatus, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { AppointmentFilters, AppointmentsRepository } from './appointments.repository.ts';

const REFUND_NOTICE_MS = 24 * 60 * 60 * 1000;

/** DESIGN section 4: where each status may go next; the others are final. */
const TRANSITIONS: Record<AppointmentStatus, AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus) =>
  TRANSITIONS[from].includes(to);

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

export function createAppointmentsService({
  repository,
  payments,
  clock,
}: {
  repository: AppointmentsRepository;
  payments: PaymentProvider;
  clock: Clock;
}) {
  /** Every user-owned row is read through the session's user (admins see all). */
  async function findVisible(user: UserRow, id: string) {
    const appointment = await repository.findAppointment(id);
    if (!appointment || (user.role !== 'admin' && appointment.userId !== user.id))
      throw new NotFoundError(appointmentMessages.appointmentNotFound);
    return appointment;
  }

  async function cancelAndRelease(id: string, refund: boolean) {
    const appointment = (await repository.findAppointment(id))!;
    const refundId =
      refund && !appointment.refundId
        ? (await payments.refund(appointment.paymentIntentId)).refundId
        : appointment.refundId;
    return repository.transaction(async (tx) => {
      await repository.updateReservation(tx, appointment.reservationId, { status: 'released' });
      return repository.updateAppointment(tx, id, {
        status: 'cancelled',
        cancelledAt: clock.now(),
        refundId,
      });
    });
  }

  return {
    listMine: (user: UserRow) => repository.listOfUser(user.id),
    get: findVisible,

    /** Customers cancel their own pending or confirmed bookings; 24 h ahead, the fee comes back. */
    async cancel(user: UserRow, id: string) {
      const appointment = await findVisible(user, id);
      if (appointment.userId !== user.id) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      if (!canTransition(appointment.status, 'cancelled'))
        throw new ConflictError(appointmentMessages.cannotCancel);
      const refund = appointment.startsAt.getTime() - clock.now().getTime() >= REFUND_NOTICE_MS;
      return cancelAndRelease(id, refund);
    },

    listFiltered: (filters: AppointmentFilters) => repository.listFiltered(filters),

    async changeStatus(id: string, status: AppointmentStatus) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      if (!canTransition(appointment.status, status))
        throw new ConflictError(appointmentMessages.transitionNotAllowed);
      // The salon cancelling keeps the customer whole: the fee is always refunded.
      if (status === 'cancelled') return cancelAndRelease(id, true);
      return repository.transaction((tx) => repository.updateAppointment(tx, id, { status }));
    },
  };
}
