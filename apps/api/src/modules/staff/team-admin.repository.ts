import { teamAdminMessages } from '@salon/contracts';
import { and, asc, count, eq, gt, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { waitForStandby } from '../../db/client.ts';
import { isExclusionViolation, sqlState } from '../../db/errors.ts';
import {
  appointments,
  branches,
  staffBranches,
  services,
  slotReservations,
  staff,
  staffServices,
  staffShifts,
  staffTimeOff,
} from '../../db/schema/index.ts';
import type { StaffRow } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';

export type NewStaff = Pick<StaffRow, 'name'> &
  Partial<Pick<StaffRow, 'bio' | 'translations' | 'bookableOnline' | 'position' | 'photoUrl'>>;
export type StaffChanges = Partial<NewStaff>;
export interface ShiftRow {
  weekday: number;
  startMinute: number;
  endMinute: number;
  /** docs/decisions/0045-branches.md */
  branchId: string;
}
export interface ServiceTermsRow {
  serviceId: string;
  priceLkr: number | null;
  durationMinutes: number | null;
}

/** A booking still to come: a booked reservation whose appointment is pending or confirmed. */
const liveFuture = (now: Date) =>
  and(
    eq(slotReservations.status, 'booked'),
    gt(slotReservations.startsAt, now),
    inArray(appointments.status, ['pending', 'confirmed']),
  )!;

/** A hold that has not lapsed at `now` (one with no end never lapses), as availability counts it. */
const liveHold = (now: Date) =>
  or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now))!;

export type TeamAdminRepository = ReturnType<typeof createTeamAdminRepository>;

/** The owner's team (docs/architecture.md#team-admin): the staff tables and the bookings naming a stylist. */
export function createTeamAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /**
     * Serialises moves onto a stylist with every booking of that salon day (the booking code's
     * day lock); a moved booking, too, is acknowledged once the standby has it.
     */
    lockDay: (executor: Executor, date: string) =>
      executor.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`salon-day:${date}`})), ${waitForStandby}`,
      ),

    /**
     * Every salon day from `from` to `to` (both included, in date order, as the bulk move takes
     * them): no booking on those days runs beside a change of the stylist's shifts or time off.
     */
    lockDays: (executor: Executor, from: string, to: string) =>
      executor.execute(
        sql`select pg_advisory_xact_lock(hashtext('salon-day:' || to_char(day, 'YYYY-MM-DD'))) from generate_series(${from}::date, ${to}::date, interval '1 day') as day order by day`,
      ),

    /**
     * Serialises the owner's changes of one stylist (switching off, moving their bookings, their
     * week). `no key update` leaves the key share a new reservation's foreign key takes free: a
     * booking holding its day's lock is never stuck behind this row while the owner's change
     * waits for that day.
     */
    lockStaff: (executor: Executor, id: string) =>
      executor.execute(sql`select id from ${staff} where ${staff.id} = ${id} for no key update`),

    list: () => db.select().from(staff).orderBy(asc(staff.position), asc(staff.name)),

    async findById(id: string, executor: Executor = db): Promise<StaffRow | undefined> {
      const [row] = await executor.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    async create(row: NewStaff): Promise<StaffRow> {
      const [created] = await db.insert(staff).values(row).returning();
      return created!;
    },

    async update(id: string, changes: StaffChanges, executor: Executor = db): Promise<StaffRow | undefined> {
      const [row] = await executor.update(staff).set(changes).where(eq(staff.id, id)).returning();
      return row;
    },

    async remove(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
      return rows.length > 0;
    },

    /** Whether any reservation, past or to come, names the stylist: history keeps them. */
    async hasReservations(id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ id: slotReservations.id })
        .from(slotReservations)
        .where(eq(slotReservations.staffId, id))
        .limit(1);
      return rows.length > 0;
    },

    servicesOf: (ids: string[]) =>
      ids.length
        ? db
            .select()
            .from(staffServices)
            .where(inArray(staffServices.staffId, ids))
            .orderBy(asc(staffServices.serviceId))
        : Promise.resolve([]),

    shiftsOf: (ids: string[], executor: Executor = db) =>
      ids.length
        ? executor
            .select()
            .from(staffShifts)
            .where(inArray(staffShifts.staffId, ids))
            .orderBy(asc(staffShifts.weekday), asc(staffShifts.startMinute))
        : Promise.resolve([]),

    /** Time off not over yet at `now`, soonest first. */
    timeOffOf: (ids: string[], now: Date, executor: Executor = db) =>
      ids.length
        ? executor
            .select()
            .from(staffTimeOff)
            .where(and(inArray(staffTimeOff.staffId, ids), gt(staffTimeOff.endsAt, now)))
            .orderBy(asc(staffTimeOff.startsAt))
        : Promise.resolve([]),

    /** Live bookings still to come per stylist; stylists with none are absent. */
    async countFutureBookings(ids: string[], now: Date, executor: Executor = db) {
      if (!ids.length) return new Map<string, number>();
      const rows = await executor
        .select({ staffId: slotReservations.staffId, count: count() })
        .from(slotReservations)
        .innerJoin(appointments, eq(appointments.reservationId, slotReservations.id))
        .where(and(inArray(slotReservations.staffId, ids), liveFuture(now)))
        .groupBy(slotReservations.staffId);
      return new Map(rows.map((row) => [row.staffId!, row.count]));
    },

    /**
     * The stylist's visits still to come: live bookings (with their appointment) and holds not
     * yet lapsed (a customer paying right now; no appointment yet), earliest first.
     */
    liveVisitsOf: (id: string, now: Date, executor: Executor) =>
      executor
        .select({
          reservationId: slotReservations.id,
          appointmentId: appointments.id,
          reference: appointments.reference,
          date: slotReservations.date,
          startsAt: slotReservations.startsAt,
          endsAt: slotReservations.endsAt,
          services: slotReservations.services,
          branchId: slotReservations.branchId,
        })
        .from(slotReservations)
        .leftJoin(appointments, eq(appointments.reservationId, slotReservations.id))
        .where(
          and(
            eq(slotReservations.staffId, id),
            gt(slotReservations.startsAt, now),
            or(
              and(
                eq(slotReservations.status, 'booked'),
                inArray(appointments.status, ['pending', 'confirmed']),
              ),
              and(eq(slotReservations.status, 'held'), liveHold(now)),
            ),
          ),
        )
        .orderBy(asc(slotReservations.startsAt)),

    /** The stylist's holds not yet lapsed, at any date: customers paying for their time right now. */
    async countLiveHolds(id: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ count: count() })
        .from(slotReservations)
        .where(and(eq(slotReservations.staffId, id), eq(slotReservations.status, 'held'), liveHold(now)));
      return row?.count ?? 0;
    },

    /** The bookings a move takes: every live one still to come, earliest first. */
    futureBookingsOf: (id: string, now: Date, executor: Executor) =>
      executor
        .select({
          appointmentId: appointments.id,
          reference: appointments.reference,
          date: appointments.date,
          startTime: appointments.startTime,
          endTime: appointments.endTime,
          services: appointments.services,
          reservationId: slotReservations.id,
          startsAt: slotReservations.startsAt,
          endsAt: slotReservations.endsAt,
          blockedUntil: slotReservations.blockedUntil,
        })
        .from(slotReservations)
        .innerJoin(appointments, eq(appointments.reservationId, slotReservations.id))
        .where(and(eq(slotReservations.staffId, id), liveFuture(now)))
        .orderBy(asc(slotReservations.startsAt)),

    /**
     * Names the new stylist on the reservations; the per-stylist exclusion constraint refuses
     * one that would overlap their time, which rolls the whole move back.
     */
    async assignReservations(executor: Executor, reservationIds: string[], toStaffId: string) {
      if (!reservationIds.length) return;
      try {
        await executor
          .update(slotReservations)
          .set({ staffId: toStaffId })
          .where(inArray(slotReservations.id, reservationIds));
      } catch (error) {
        if (isExclusionViolation(error)) throw new ConflictError(teamAdminMessages.moveRaced);
        throw error;
      }
    },

    /** Which of the ids are services the owner still has (hidden ones count, deleted ones not). */
    async existingServiceIds(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: services.id })
        .from(services)
        .where(and(inArray(services.id, ids), isNull(services.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** The whole set of services, replaced in one transaction. */
    replaceServices: (id: string, terms: ServiceTermsRow[]) =>
      db.transaction(async (tx) => {
        await tx.delete(staffServices).where(eq(staffServices.staffId, id));
        if (terms.length)
          await tx.insert(staffServices).values(terms.map((term) => ({ ...term, staffId: id })));
      }),

    /**
     * The whole week, replaced inside the caller's transaction; the exclusion constraint backs
     * "no overlap".
     */
    async replaceShifts(id: string, shifts: ShiftRow[], executor: Executor) {
      try {
        await executor.delete(staffShifts).where(eq(staffShifts.staffId, id));
        if (shifts.length)
          await executor.insert(staffShifts).values(shifts.map((shift) => ({ ...shift, staffId: id })));
      } catch (error) {
        if (isExclusionViolation(error)) throw new BadRequestError(teamAdminMessages.shiftsOverlap);
        // The shift's branch is not one the stylist works at (staff_shifts_staff_branch_fk).
        if (sqlState(error) === '23503') throw new BadRequestError(teamAdminMessages.shiftBranchNotWorked);
        throw error;
      }
    },

    /** The open branches' ids in the salon's order: the first is the main branch (docs/decisions/0045-branches.md). */
    async openBranchIds(executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: branches.id })
        .from(branches)
        .where(isNull(branches.closedAt))
        .orderBy(asc(branches.position), asc(branches.createdAt), asc(branches.id));
      return rows.map((row) => row.id);
    },

    /** Where each stylist works. */
    branchesOf: (ids: string[], executor: Executor = db) =>
      ids.length
        ? executor.select().from(staffBranches).where(inArray(staffBranches.staffId, ids))
        : Promise.resolve([]),

    /** The whole set of branches the stylist works at; shifts at a branch taken off go with it (the foreign key). */
    async replaceBranches(id: string, branchIds: string[], executor: Executor) {
      await executor
        .delete(staffBranches)
        .where(and(eq(staffBranches.staffId, id), notInArray(staffBranches.branchId, branchIds)));
      await executor
        .insert(staffBranches)
        .values(branchIds.map((branchId) => ({ staffId: id, branchId })))
        .onConflictDoNothing();
    },

    async addTimeOff(
      id: string,
      startsAt: Date,
      endsAt: Date,
      reason: string | null,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .insert(staffTimeOff)
        .values({ staffId: id, startsAt, endsAt, reason })
        .returning();
      return row!;
    },

    async removeTimeOff(id: string, timeOffId: string): Promise<boolean> {
      const rows = await db
        .delete(staffTimeOff)
        .where(and(eq(staffTimeOff.id, timeOffId), eq(staffTimeOff.staffId, id)))
        .returning({ id: staffTimeOff.id });
      return rows.length > 0;
    },

    /** Whether another stylist points at the same photo, so its file must stay. */
    async isPhotoShared(url: string, exceptId: string): Promise<boolean> {
      const rows = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.photoUrl, url), ne(staff.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
