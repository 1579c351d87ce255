import type { AppointmentStaff, DayAppointment } from '@salon/contracts';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  salonClosures,
  slotReservations,
  staff,
  staffShifts,
  users,
} from '../../db/schema/index.ts';
import type { AppointmentStatus } from '../../db/schema/index.ts';
import { bookedServiceLine } from '../../lib/booked-service-line.ts';
import { createBranchesRepository } from '../branches/branches.repository.ts';

export type DayViewRepository = ReturnType<typeof createDayViewRepository>;

/** The stylist of a row joined to `staff`; null when the reservation names none. */
const stylistOf = (id: string | null, name: string | null): AppointmentStaff | null =>
  id && name !== null ? { _id: id, name } : null;

export function createDayViewRepository(db: Database) {
  const places = createBranchesRepository(db);
  return {
    /** Every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
    branches: () => places.listAll(),

    /**
     * One day's appointments in the given statuses, by start time then chair, as the schedule
     * shows them, each with its stylist (docs/decisions/0036-stylists.md), at one branch (absent: every branch).
     */
    async scheduledOn(
      date: string,
      statuses: AppointmentStatus[],
      branchId?: string,
    ): Promise<DayAppointment[]> {
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
          staffId: staff.id,
          staffName: staff.name,
          arrivedAt: appointments.arrivedAt,
        })
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .where(
          and(
            eq(appointments.date, date),
            branchId === undefined ? undefined : eq(appointments.branchId, branchId),
            inArray(appointments.status, statuses),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(slotReservations.chair));
      return rows.map(({ id, reference, services, staffId, staffName, arrivedAt, chair, ...row }) => ({
        ...row,
        arrivedAt: arrivedAt?.toISOString() ?? null,
        // A booking always sits on a chair (slot_reservations_chair_check, docs/decisions/0040-front-desk.md).
        chair: chair!,
        _id: id,
        appointmentId: reference,
        services: services.map(bookedServiceLine),
        staff: stylistOf(staffId, staffName),
      }));
    },

    /**
     * Checkout holds on that date still live at `now` (as availability counts them, so the day
     * view shows every time the website will not offer), by start then chair, at one branch.
     */
    async liveHoldsOn(date: string, branchId: string, now: Date) {
      const rows = await db
        .select({
          chair: slotReservations.chair,
          startsAt: slotReservations.startsAt,
          endsAt: slotReservations.endsAt,
          holdExpiresAt: slotReservations.holdExpiresAt,
          staffId: staff.id,
          staffName: staff.name,
        })
        .from(slotReservations)
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .where(
          and(
            eq(slotReservations.date, date),
            eq(slotReservations.branchId, branchId),
            eq(slotReservations.status, 'held'),
            or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now)),
          ),
        )
        .orderBy(asc(slotReservations.startsAt), asc(slotReservations.chair));
      return rows.map(({ staffId, staffName, chair, ...hold }) => ({
        ...hold,
        // A hold always sits on a chair (slot_reservations_chair_check).
        chair: chair!,
        staff: stylistOf(staffId, staffName),
      }));
    },

    /**
     * The team of a day at a branch (docs/decisions/0036-stylists.md, 0045-branches.md): stylists
     * with a shift there on `weekday` (0 = Sunday) and any other a live reservation of `date`
     * there names, in the team's order.
     */
    async teamOn(date: string, branchId: string, weekday: number): Promise<AppointmentStaff[]> {
      const onShift = db
        .select({ id: staffShifts.staffId })
        .from(staffShifts)
        .where(and(eq(staffShifts.weekday, weekday), eq(staffShifts.branchId, branchId)));
      const named = db
        .select({ id: slotReservations.staffId })
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.date, date),
            eq(slotReservations.branchId, branchId),
            inArray(slotReservations.status, ['held', 'booked']),
          ),
        );
      const rows = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(or(inArray(staff.id, onShift), inArray(staff.id, named)))
        .orderBy(asc(staff.position), asc(staff.name), asc(staff.id));
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },

    /** The owner's closure of that date at the branch (its own, or the whole salon's), if any; its reason may be empty. */
    async closureOn(date: string, branchId: string) {
      const [row] = await db
        .select({ reason: salonClosures.reason })
        .from(salonClosures)
        .where(
          and(
            eq(salonClosures.date, date),
            or(isNull(salonClosures.branchId), eq(salonClosures.branchId, branchId)),
          ),
        )
        .orderBy(asc(salonClosures.branchId));
      return row;
    },
  };
}
