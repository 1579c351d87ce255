import type { ScheduledAppointment } from '@salon/contracts';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, salonClosures, slotReservations, users } from '../../db/schema/index.ts';
import type { AppointmentStatus } from '../../db/schema/index.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';

export type DayViewRepository = ReturnType<typeof createDayViewRepository>;

export function createDayViewRepository(db: Database) {
  const settings = createSettingsRepository(db);
  return {
    /** One day's appointments in the given statuses, by start time then chair, as the schedule shows them. */
    async scheduledOn(date: string, statuses: AppointmentStatus[]): Promise<ScheduledAppointment[]> {
      const rows = await db
        .select({
          id: appointments.id,
          reference: appointments.reference,
          status: appointments.status,
          date: appointments.date,
          startTime: appointments.startTime,
          endTime: appointments.endTime,
          chair: slotReservations.chair,
          customerName: users.name,
          customerPhone: users.phone,
          services: appointments.services,
          notes: appointments.notes,
        })
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .where(and(eq(appointments.date, date), inArray(appointments.status, statuses)))
        .orderBy(asc(appointments.startsAt), asc(slotReservations.chair));
      return rows.map(({ id, reference, services, ...row }) => ({
        ...row,
        _id: id,
        appointmentId: reference,
        serviceTitles: services.map((service) => service.title),
      }));
    },

    /**
     * Checkout holds on that date still live at `now` (as availability counts them, so the day
     * view shows every time the website will not offer), by start then chair.
     */
    async liveHoldsOn(date: string, now: Date) {
      return db
        .select({
          chair: slotReservations.chair,
          startsAt: slotReservations.startsAt,
          endsAt: slotReservations.endsAt,
          holdExpiresAt: slotReservations.holdExpiresAt,
        })
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.date, date),
            eq(slotReservations.status, 'held'),
            or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now)),
          ),
        )
        .orderBy(asc(slotReservations.startsAt), asc(slotReservations.chair));
    },

    async loadHoursAndChairs() {
      const { openingHours, capacity } = await settings.loadHours();
      return { openingHours, capacity };
    },

    /** The owner's closure of that date, if any; its reason may be empty. */
    async closureOn(date: string) {
      const [row] = await db
        .select({ reason: salonClosures.reason })
        .from(salonClosures)
        .where(eq(salonClosures.date, date));
      return row;
    },
  };
}
