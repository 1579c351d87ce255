import type { StaffServiceTerms, WeeklyShift } from '@salon/domain';
import { and, asc, between, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { readTogether } from '../../lib/read-together.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { StaffTranslations } from '@salon/contracts';
import {
  services,
  slotReservations,
  staff,
  staffBranches,
  staffServices,
  staffShifts,
  staffTimeOff,
} from '../../db/schema/index.ts';
import { liveServices } from '../services/services.repository.ts';

/** A stylist of the team as booking sees them (docs/decisions/0036-stylists.md). */
export interface TeamMember {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string;
  translations: StaffTranslations;
  bookableOnline: boolean;
  /** The live services they do, with their own price and length where set. */
  terms: StaffServiceTerms[];
  /** Their weekly shifts, each at one branch (docs/decisions/0045-branches.md). */
  shifts: Array<WeeklyShift & { branchId: string }>;
  /** The branches they work at. */
  branchIds: string[];
}

/** Time a stylist is away, as instants. */
export interface StaffAbsence {
  staffId: string;
  startsAt: Date;
  endsAt: Date;
}

/** What "Anyone available" weighs for one stylist (docs/decisions/0036-stylists.md). */
export interface StaffLoad {
  bookedMinutes: number;
  lastBookedAt: Date | null;
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository(db: Database) {
  /** Booked reservations and holds live at `now`, as the exclusion constraint's live rows. */
  const live = (now: Date) =>
    or(
      eq(slotReservations.status, 'booked'),
      and(
        eq(slotReservations.status, 'held'),
        or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now)),
      ),
    );

  return {
    /**
     * The whole team in its order (position, then name), bookable or not, each with the live
     * services they do and their weekly shifts. Empty: a salon with no team.
     */
    async listTeam(executor: Executor = db): Promise<TeamMember[]> {
      const members = await executor
        .select({
          id: staff.id,
          name: staff.name,
          photoUrl: staff.photoUrl,
          bio: staff.bio,
          translations: staff.translations,
          bookableOnline: staff.bookableOnline,
        })
        .from(staff)
        .orderBy(asc(staff.position), asc(staff.name), asc(staff.id));
      if (members.length === 0) return [];
      const ids = members.map((member) => member.id);
      const [terms, shifts, workplaces] = await readTogether(executor === db, [
        () =>
          executor
            .select({
              staffId: staffServices.staffId,
              serviceId: staffServices.serviceId,
              priceLkr: staffServices.priceLkr,
              durationMinutes: staffServices.durationMinutes,
            })
            .from(staffServices)
            .innerJoin(services, eq(services.id, staffServices.serviceId))
            .where(and(inArray(staffServices.staffId, ids), liveServices)),
        () =>
          executor
            .select({
              staffId: staffShifts.staffId,
              branchId: staffShifts.branchId,
              weekday: staffShifts.weekday,
              startMinute: staffShifts.startMinute,
              endMinute: staffShifts.endMinute,
            })
            .from(staffShifts)
            .where(inArray(staffShifts.staffId, ids))
            .orderBy(asc(staffShifts.weekday), asc(staffShifts.startMinute)),
        () =>
          executor
            .select({ staffId: staffBranches.staffId, branchId: staffBranches.branchId })
            .from(staffBranches)
            .where(inArray(staffBranches.staffId, ids)),
      ]);
      return members.map((member) => ({
        ...member,
        terms: terms
          .filter((term) => term.staffId === member.id)
          .map(({ serviceId, priceLkr, durationMinutes }) => ({ serviceId, priceLkr, durationMinutes })),
        shifts: shifts
          .filter((shift) => shift.staffId === member.id)
          .map(({ weekday, startMinute, endMinute, branchId }) => ({
            weekday,
            startMinute,
            endMinute,
            branchId,
          })),
        branchIds: workplaces.filter((place) => place.staffId === member.id).map((place) => place.branchId),
      }));
    },

    /** The live services' catalogue price and length, by id: what a stylist's null terms mean. */
    async catalogueTerms(): Promise<ReadonlyMap<string, { priceLkr: number; durationMinutes: number }>> {
      const rows = await db
        .select({ id: services.id, priceLkr: services.priceLkr, durationMinutes: services.durationMinutes })
        .from(services)
        .where(liveServices);
      return new Map(rows.map(({ id, ...terms }) => [id, terms]));
    },

    /** The ids of every service the stylist does, hidden or deleted ones too. */
    async serviceIdsDoneBy(staffId: string, executor: Executor = db): Promise<Set<string>> {
      const rows = await executor
        .select({ serviceId: staffServices.serviceId })
        .from(staffServices)
        .where(eq(staffServices.staffId, staffId));
      return new Set(rows.map((row) => row.serviceId));
    },

    /** Every absence overlapping [from, to). */
    async timeOffBetween(from: Date, to: Date, executor: Executor = db): Promise<StaffAbsence[]> {
      return executor
        .select({
          staffId: staffTimeOff.staffId,
          startsAt: staffTimeOff.startsAt,
          endsAt: staffTimeOff.endsAt,
        })
        .from(staffTimeOff)
        .where(and(lt(staffTimeOff.startsAt, to), gt(staffTimeOff.endsAt, from)));
    },

    /**
     * Per stylist: the minutes of their live reservations dated `from` to `to` (both included)
     * and when their latest live reservation was made, at any date. A stylist never booked is absent.
     */
    async loads(
      from: string,
      to: string,
      now: Date,
      executor: Executor = db,
    ): Promise<Map<string, StaffLoad>> {
      const minutes = sql<number>`extract(epoch from ${slotReservations.endsAt} - ${slotReservations.startsAt}) / 60`;
      const rows = await executor
        .select({
          staffId: slotReservations.staffId,
          bookedMinutes: sql<string>`coalesce(sum(${minutes}) filter (where ${between(slotReservations.date, from, to)}), 0)`,
          lastBookedAt: sql<Date | string | null>`max(${slotReservations.createdAt})`,
        })
        .from(slotReservations)
        .where(and(isNotNull(slotReservations.staffId), live(now)))
        .groupBy(slotReservations.staffId);
      return new Map(
        rows.map((row) => [
          row.staffId!,
          {
            bookedMinutes: Number(row.bookedMinutes),
            lastBookedAt: row.lastBookedAt === null ? null : new Date(row.lastBookedAt),
          },
        ]),
      );
    },

    /** The stylist's name, for an appointment's answers. */
    async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inArray(staff.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
