import { and, asc, between, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  branches,
  slotReservations,
  staff,
  staffServices,
  staffShifts,
  staffTimeOff,
  users,
} from '../../db/schema/index.ts';
import type { StaffRow } from '../../db/schema/index.ts';

export type StaffDayRepository = ReturnType<typeof createStaffDayRepository>;

const visitColumns = {
  id: appointments.id,
  reference: appointments.reference,
  date: appointments.date,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  startsAt: appointments.startsAt,
  status: appointments.status,
  arrivedAt: appointments.arrivedAt,
  services: appointments.services,
  notes: appointments.notes,
  customerName: users.name,
  customerPhone: users.phone,
  // Where the visit is (docs/decisions/0045-branches.md).
  branch: { _id: branches.id, name: branches.name, address: branches.address },
};

/** A stylist's own day (docs/decisions/0039-staff-accounts.md): only rows whose reservation names them. */
export function createStaffDayRepository(db: Database) {
  return {
    async findStylistOfUser(userId: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.userId, userId));
      return row;
    },

    /** The stylist's visits between two salon dates (inclusive), cancelled ones left out, by start. */
    visitsBetween: (staffId: string, from: string, to: string) =>
      db
        .select(visitColumns)
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(
          and(
            eq(slotReservations.staffId, staffId),
            between(appointments.date, from, to),
            ne(appointments.status, 'cancelled'),
          ),
        )
        .orderBy(asc(appointments.startsAt)),

    /** One visit, only when the stylist's reservation names them: any other is not theirs to see. */
    async findVisit(staffId: string, appointmentId: string) {
      const [row] = await db
        .select(visitColumns)
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(and(eq(appointments.id, appointmentId), eq(slotReservations.staffId, staffId)));
      return row;
    },

    /**
     * Marks the customer arrived, once, while the visit is still pending or confirmed and its
     * start is no later than `latestStart`. False when any of that no longer holds.
     */
    async markArrived(appointmentId: string, now: Date, latestStart: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ arrivedAt: now, updatedAt: now })
        .where(
          and(
            eq(appointments.id, appointmentId),
            isNull(appointments.arrivedAt),
            inArray(appointments.status, ['pending', 'confirmed']),
            lte(appointments.startsAt, latestStart),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** The services the stylist does (docs/decisions/0036-stylists.md). */
    async serviceIdsOf(staffId: string): Promise<Set<string>> {
      const rows = await db
        .select({ serviceId: staffServices.serviceId })
        .from(staffServices)
        .where(eq(staffServices.staffId, staffId));
      return new Set(rows.map((row) => row.serviceId));
    },

    /** The stylist's weekly shifts, each with its branch (docs/decisions/0045-branches.md), by weekday and start. */
    shiftsOf: (staffId: string) =>
      db
        .select({
          weekday: staffShifts.weekday,
          startMinute: staffShifts.startMinute,
          endMinute: staffShifts.endMinute,
          branch: { _id: branches.id, name: branches.name, position: branches.position },
        })
        .from(staffShifts)
        .innerJoin(branches, eq(branches.id, staffShifts.branchId))
        .where(eq(staffShifts.staffId, staffId))
        .orderBy(asc(staffShifts.weekday), asc(staffShifts.startMinute)),

    /** Time off overlapping the salon days from..to of `timeZone`. */
    timeOffBetween: (staffId: string, from: string, to: string, timeZone: string) =>
      db
        .select({ startsAt: staffTimeOff.startsAt, endsAt: staffTimeOff.endsAt })
        .from(staffTimeOff)
        .where(
          and(
            eq(staffTimeOff.staffId, staffId),
            lt(staffTimeOff.startsAt, sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`),
            gt(staffTimeOff.endsAt, sql`(${from}::date::timestamp at time zone ${timeZone})`),
          ),
        )
        .orderBy(asc(staffTimeOff.startsAt)),
  };
}
