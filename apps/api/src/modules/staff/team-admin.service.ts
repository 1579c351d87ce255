import {
  availabilitySettingsSchema,
  branchMessages,
  messageRef,
  profileMessages,
  teamAdminMessages as m,
} from '@salon/contracts';
import type {
  AdminStaffMember,
  CreateStaffRequest,
  StaffServicesRequest,
  StaffShiftsRequest,
  StaffTimeOffRequest,
  StaffTranslations,
  UpdateStaffRequest,
} from '@salon/contracts';
import { addDays, toMinutes, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { StaffRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { toPlacedVisit } from '../availability/stylist-fit.ts';
import type { StylistPlan } from '../availability/stylist-fit.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import { createBookingMove } from './booking-move.ts';
import type { StylistChange } from './booking-move.ts';
import type { StaffChanges, TeamAdminRepository } from './team-admin.repository.ts';

export interface TeamAdminDeps {
  repository: TeamAdminRepository;
  /** Judges the stylist's bookings against a move or a change of their week (docs/architecture.md#availability). */
  availability: Pick<AvailabilityService, 'judgeStylist'>;
  images: ImageStore;
  clock: Clock;
  timeZone: string;
  /** Ends the day's lapsed holds, which the exclusion constraint still sees until released. */
  releaseLapsedHolds: (tx: Executor, date: string, now: Date) => Promise<void>;
  /** Queues the customer's "your stylist changed" mail and text, in the move's transaction. */
  onStylistChanged: (change: StylistChange, tx: Executor) => Promise<void>;
}

/** Empty bios are dropped, so a stored translation always has something to show. */
function keptTranslations(input: NonNullable<CreateStaffRequest['translations']>): StaffTranslations {
  const kept: StaffTranslations = {};
  for (const language of ['si', 'ta'] as const) {
    const bio = input[language]?.bio?.trim();
    if (bio) kept[language] = { bio };
  }
  return kept;
}

function toColumns(input: UpdateStaffRequest): StaffChanges {
  const columns: StaffChanges = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.bio !== undefined) columns.bio = input.bio;
  if (input.translations !== undefined) columns.translations = keptTranslations(input.translations);
  if (input.bookableOnline !== undefined) columns.bookableOnline = input.bookableOnline;
  if (input.position !== undefined) columns.position = input.position;
  return columns;
}

/**
 * One day's shifts at one branch sorted by start never overlap when each ends by the next one's
 * start; at two branches they may (docs/decisions/0045-branches.md).
 */
function hasOverlap(
  shifts: { weekday: number; startMinute: number; endMinute: number; branchId: string }[],
): boolean {
  const sorted = [...shifts].sort(
    (a, b) => a.branchId.localeCompare(b.branchId) || a.weekday - b.weekday || a.startMinute - b.startMinute,
  );
  return sorted.some(
    (shift, index) =>
      index > 0 &&
      sorted[index - 1]!.branchId === shift.branchId &&
      sorted[index - 1]!.weekday === shift.weekday &&
      sorted[index - 1]!.endMinute > shift.startMinute,
  );
}

/** The longest booking horizon the owner can set (packages/contracts availability settings), a day over for the time zone. */
const MAX_HORIZON_DAYS = availabilitySettingsSchema.shape.horizonDays.maxValue! + 1;

export type TeamAdminService = ReturnType<typeof createTeamAdminService>;

export function createTeamAdminService(deps: TeamAdminDeps) {
  const { repository, availability, images, clock, timeZone } = deps;
  /** An instant with its offset, or a salon-local 'YYYY-MM-DDTHH:mm'. */
  const toInstant = (value: string): Date => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number);
    // A date that does not exist (31 February) is refused, never rolled into the next month.
    const isRealDate = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDate() === day;
    const instant = /(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : salonInstant(value.slice(0, 10), value.slice(11, 16), timeZone);
    if (!isRealDate || Number.isNaN(instant.getTime())) throw new BadRequestError(m.timeOffInvalid);
    return instant;
  };

  async function present(rows: StaffRow[]): Promise<AdminStaffMember[]> {
    const ids = rows.map((row) => row.id);
    const now = clock.now();
    const [terms, shifts, timeOff, counts, works, open] = await Promise.all([
      repository.servicesOf(ids),
      repository.shiftsOf(ids),
      repository.timeOffOf(ids, now),
      repository.countFutureBookings(ids, now),
      repository.branchesOf(ids),
      repository.openBranchIds(),
    ]);
    // In the salon's order; a closed branch is no longer offered (docs/decisions/0045-branches.md).
    const branchIdsOf = (staffId: string) =>
      open.filter((branchId) => works.some((row) => row.staffId === staffId && row.branchId === branchId));
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      photoUrl: row.photoUrl,
      bio: row.bio,
      translations: row.translations,
      bookableOnline: row.bookableOnline,
      position: row.position,
      services: terms
        .filter((term) => term.staffId === row.id)
        .map((term) => ({
          serviceId: term.serviceId,
          price: term.priceLkr,
          averageTime: term.durationMinutes,
        })),
      shifts: shifts
        .filter((shift) => shift.staffId === row.id)
        .map((shift) => ({
          weekday: shift.weekday,
          start: toTimeString(shift.startMinute),
          end: toTimeString(shift.endMinute),
          branchId: shift.branchId,
        })),
      branchIds: branchIdsOf(row.id),
      timeOff: timeOff
        .filter((away) => away.staffId === row.id)
        .map((away) => ({
          _id: away.id,
          start: away.startsAt.toISOString(),
          end: away.endsAt.toISOString(),
          reason: away.reason,
        })),
      futureBookings: counts.get(row.id) ?? 0,
    }));
  }

  async function presentOne(id: string): Promise<AdminStaffMember> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(m.staffNotFound);
    return (await present([row]))[0]!;
  }

  async function existing(id: string): Promise<StaffRow> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(m.staffNotFound);
    return row;
  }

  const refuseFutureBookings = (count: number) => {
    if (count > 0)
      throw new ConflictError(messageRef(m.hasFutureBookings, { count }), { futureBookings: count });
  };

  /** docs/decisions/0036-stylists.md "Kept visits": a live hold would complete even once the stylist is off. */
  const refuseLiveHolds = async (id: string, tx: Executor) => {
    const count = await repository.countLiveHolds(id, clock.now(), tx);
    if (count > 0) throw new ConflictError(messageRef(m.hasLiveHolds, { count }), { liveHolds: count });
  };

  /**
   * Every salon day a booking can be on (today to the longest horizon, or the part of it from
   * `from` to `to`), locked as booking locks its day: no hold is placed on the stylist meanwhile.
   */
  const lockBookableDays = (tx: Executor, from?: string, to?: string) => {
    const today = salonClock(clock.now(), timeZone).date;
    const last = addDays(today, MAX_HORIZON_DAYS);
    return repository.lockDays(tx, from && from > today ? from : today, to && to < last ? to : last);
  };

  /**
   * Refuses a change of the stylist's shifts or time off that leaves any of their bookings or
   * live holds still to come without them (docs/architecture.md#team-admin), listing those.
   */
  async function refuseStrandedVisits(tx: Executor, id: string, plan: StylistPlan, message: string) {
    const visits = await repository.liveVisitsOf(id, clock.now(), tx);
    const misfits = await availability.judgeStylist(
      tx,
      id,
      visits.map((visit) => toPlacedVisit(visit, timeZone)),
      plan,
    );
    const bookings = visits
      .filter((visit) => misfits.has(visit.reservationId))
      .map((visit) => ({
        appointmentId: visit.appointmentId,
        reference: visit.reference,
        date: visit.date,
        startTime: toTimeString(salonClock(visit.startsAt, timeZone).minutes),
      }));
    if (bookings.length)
      throw new ConflictError(messageRef(message, { count: bookings.length }), { bookings });
  }

  /** Every branch asked for is open, else it is not found (docs/decisions/0045-branches.md). */
  async function refuseUnknownBranches(branchIds: readonly string[], tx?: Executor) {
    const open = await repository.openBranchIds(tx);
    if (branchIds.some((branchId) => !open.includes(branchId)))
      throw new NotFoundError(branchMessages.branchNotFound);
  }

  /**
   * The branches a stylist works at, replaced: the shifts at a branch taken off go with it,
   * refused while it would leave a booking of theirs off shift.
   */
  async function replaceBranches(tx: Executor, id: string, branchIds: string[]) {
    await refuseUnknownBranches(branchIds, tx);
    const kept = (await repository.shiftsOf([id], tx)).filter((shift) => branchIds.includes(shift.branchId));
    await lockBookableDays(tx);
    await refuseStrandedVisits(tx, id, { shifts: kept }, m.branchesLeaveBookings);
    await repository.replaceBranches(id, branchIds, tx);
  }

  const list = async () => present(await repository.list());
  const move = createBookingMove(deps);

  return {
    list,
    get: presentOne,

    async create(input: CreateStaffRequest) {
      const row = await repository.create({
        name: input.name,
        bio: input.bio ?? '',
        translations: keptTranslations(input.translations ?? {}),
        bookableOnline: input.bookableOnline ?? true,
        position: input.position ?? 0,
      });
      // A new stylist works at the main branch (a trigger) unless the owner names the branches.
      if (input.branchIds) {
        const branchIds = input.branchIds;
        await repository.transaction((tx) => replaceBranches(tx, row.id, branchIds));
      }
      return (await present([row]))[0]!;
    },

    /**
     * Switching a stylist off waits until none of their bookings is still to come and no
     * customer is paying for their time right now.
     */
    async update(id: string, input: UpdateStaffRequest) {
      await repository.transaction(async (tx) => {
        await repository.lockStaff(tx, id);
        const current = await repository.findById(id, tx);
        if (!current) throw new NotFoundError(m.staffNotFound);
        if (input.bookableOnline === false && current.bookableOnline) {
          await lockBookableDays(tx);
          refuseFutureBookings((await repository.countFutureBookings([id], clock.now(), tx)).get(id) ?? 0);
          await refuseLiveHolds(id, tx);
        }
        if (input.branchIds) await replaceBranches(tx, id, input.branchIds);
        const columns = toColumns(input);
        if (Object.keys(columns).length) await repository.update(id, columns, tx);
      });
      return presentOne(id);
    },

    /** docs/architecture.md#files: the new photo replaces the old, whose file goes. */
    async replacePhoto(id: string, form: MultipartForm) {
      const current = await existing(id);
      if (form.file?.fieldName !== 'photo') throw new BadRequestError(profileMessages.noFile);
      // A portrait, stored as the avatars are: a small square (docs/architecture.md#team-admin).
      const photoUrl = await images.saveUpload('avatars', form.file.bytes);
      if (!(await repository.update(id, { photoUrl }))) {
        await images.remove(photoUrl);
        throw new NotFoundError(m.staffNotFound);
      }
      if (current.photoUrl && !(await repository.isPhotoShared(current.photoUrl, id)))
        await images.remove(current.photoUrl);
      return presentOne(id);
    },

    async replaceServices(id: string, input: StaffServicesRequest) {
      await existing(id);
      const ids = input.services.map((line) => line.serviceId);
      const known = await repository.existingServiceIds(ids);
      if (ids.some((serviceId) => !known.has(serviceId))) throw new BadRequestError(m.serviceUnknown);
      await repository.replaceServices(
        id,
        input.services.map((line) => ({
          serviceId: line.serviceId,
          priceLkr: line.price ?? null,
          durationMinutes: line.averageTime ?? null,
        })),
      );
      return presentOne(id);
    },

    async replaceShifts(id: string, input: StaffShiftsRequest) {
      await existing(id);
      // A shift without a branch is at the main branch, as it always was (docs/decisions/0045-branches.md).
      const [mainBranchId] = await repository.openBranchIds();
      const shifts = input.shifts.map((shift) => ({
        weekday: shift.weekday,
        startMinute: toMinutes(shift.start),
        endMinute: toMinutes(shift.end),
        branchId: shift.branchId ?? mainBranchId!,
      }));
      if (shifts.some((shift) => shift.startMinute >= shift.endMinute))
        throw new BadRequestError(m.shiftInvalid);
      if (hasOverlap(shifts)) throw new BadRequestError(m.shiftsOverlap);
      await repository.transaction(async (tx) => {
        await repository.lockStaff(tx, id);
        await lockBookableDays(tx);
        await refuseStrandedVisits(tx, id, { shifts }, m.shiftsLeaveBookings);
        await repository.replaceShifts(id, shifts, tx);
      });
      return presentOne(id);
    },

    /** Time off over bookings or live holds still on the stylist is refused: those are moved first. */
    async addTimeOff(id: string, input: StaffTimeOffRequest) {
      await existing(id);
      const startsAt = toInstant(input.start);
      const endsAt = toInstant(input.end);
      if (startsAt >= endsAt) throw new BadRequestError(m.timeOffInvalid);
      if (endsAt <= clock.now()) throw new BadRequestError(m.timeOffPast);
      await repository.transaction(async (tx) => {
        await repository.lockStaff(tx, id);
        const salonDate = (instant: Date) => salonClock(instant, timeZone).date;
        // The bookable days the time off touches (a booking never crosses midnight).
        await lockBookableDays(tx, salonDate(startsAt), salonDate(endsAt));
        await refuseStrandedVisits(tx, id, { timeOff: { startsAt, endsAt } }, m.timeOffHasBookings);
        await repository.addTimeOff(id, startsAt, endsAt, input.reason || null, tx);
      });
      return presentOne(id);
    },

    async removeTimeOff(id: string, timeOffId: string) {
      await existing(id);
      if (!(await repository.removeTimeOff(id, timeOffId))) throw new NotFoundError(m.timeOffNotFound);
      return presentOne(id);
    },

    /** A stylist with bookings on record stays (history names them): the owner switches them off instead. */
    async remove(id: string) {
      const photoUrl = await repository.transaction(async (tx) => {
        await repository.lockStaff(tx, id);
        const current = await repository.findById(id, tx);
        if (!current) throw new NotFoundError(m.staffNotFound);
        await lockBookableDays(tx);
        refuseFutureBookings((await repository.countFutureBookings([id], clock.now(), tx)).get(id) ?? 0);
        await refuseLiveHolds(id, tx);
        if (await repository.hasReservations(id, tx)) throw new ConflictError(m.hasPastBookings);
        await repository.remove(id, tx);
        return current.photoUrl;
      });
      if (photoUrl && !(await repository.isPhotoShared(photoUrl, id))) await images.remove(photoUrl);
    },

    /** docs/architecture.md#team-admin: every booking still to come to one colleague, all or none. */
    async moveBookings(fromId: string, toId: string) {
      if (fromId === toId) throw new BadRequestError(m.moveToSelf);
      const moved = await move(await existing(fromId), await existing(toId));
      return { moved, staff: await list() };
    },
  };
}
