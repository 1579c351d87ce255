import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, slotReservations, users } from '../../db/schema/index.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** What every message to a customer needs of them: where to write, in which language. */
const customerColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneConfirmedAt: users.phoneConfirmedAt,
  language: users.language,
};

export function createNotificationsRepository(db: Database) {
  const settings = createSettingsRepository(db);
  return {
    /** The salon's own address when the owner gave one; otherwise every admin's. */
    async salonRecipients(): Promise<string[]> {
      const { email } = await settings.loadSalonProfile();
      if (email) return [email];
      const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return admins.flatMap((admin) => (admin.email ? [admin.email] : []));
    },

    /** A hold that never became an appointment, and its customer: what its refusal messages say. */
    async findReservationForMail(id: string) {
      const [row] = await db
        .select({
          reservation: slotReservations,
          customer: customerColumns,
        })
        .from(slotReservations)
        .innerJoin(users, eq(users.id, slotReservations.userId))
        .where(eq(slotReservations.id, id));
      return row;
    },

    /** The hold a payment paid, its customer, and its appointment's reference when it booked. */
    async findPaidHoldForMail(paymentIntentId: string) {
      const [row] = await db
        .select({
          reservation: slotReservations,
          customer: customerColumns,
          appointmentReference: appointments.reference,
        })
        .from(slotReservations)
        .innerJoin(users, eq(users.id, slotReservations.userId))
        .leftJoin(appointments, eq(appointments.reservationId, slotReservations.id))
        .where(eq(slotReservations.paymentIntentId, paymentIntentId));
      return row;
    },

    /** The appointment, its customer and when its chair is free again (the calendar event's end). */
    async findAppointmentForMail(id: string) {
      const [row] = await db
        .select({
          appointment: appointments,
          customer: customerColumns,
          endsAt: slotReservations.endsAt,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .where(eq(appointments.id, id));
      return row;
    },
  };
}

export type AppointmentForMail = NonNullable<
  Awaited<ReturnType<NotificationsRepository['findAppointmentForMail']>>
>;
