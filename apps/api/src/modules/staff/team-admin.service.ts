import { messageRef, profileMessages, teamAdminMessages as m } from '@salon/contracts';
import type {
  AdminStaffMember,
  CreateStaffRequest,
  StaffServicesRequest,
  StaffShiftsRequest,
  StaffTimeOffRequest,
  StaffTranslations,
  UpdateStaffRequest,
} from '@salon/contracts';
import { toMinutes, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { StaffRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import { createBookingMove } from './booking-move.ts';
import type { StylistChange } from './booking-move.ts';
import type { StaffChanges, TeamAdminRepository } from './team-admin.repository.ts';

export interface TeamAdminDeps {
  repository: TeamAdminRepository;
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

/** One day's shifts sorted by start never overlap when each ends by the next one's start. */
function hasOverlap(shifts: { weekday: number; startMinute: number; endMinute: number }[]): boolean {
  const sorted = [...shifts].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return sorted.some(
    (shift, index) =>
      index > 0 &&
      sorted[index - 1]!.weekday === shift.weekday &&
      sorted[index - 1]!.endMinute > shift.startMinute,
  );
}

export type TeamAdminService = ReturnType<typeof createTeamAdminService>;

export function createTeamAdminService({
  repository,
  images,
  clock,
  timeZone,
  releaseLapsedHolds,
  onStylistChanged,
}: TeamAdminDeps) {
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
    const [terms, shifts, timeOff, counts] = await Promise.all([
      repository.servicesOf(ids),
      repository.shiftsOf(ids),
      repository.timeOffOf(ids, now),
      repository.countFutureBookings(ids, now),
    ]);
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
        })),
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

  const list = async () => present(await repository.list());
  const move = createBookingMove({ repository, clock, releaseLapsedHolds, onStylistChanged });

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
      return (await present([row]))[0]!;
    },

    /** Switching a stylist off waits until none of their bookings is still to come. */
    async update(id: string, input: UpdateStaffRequest) {
      await repository.transaction(async (tx) => {
        await repository.lockStaff(tx, id);
        const current = await repository.findById(id, tx);
        if (!current) throw new NotFoundError(m.staffNotFound);
        if (input.bookableOnline === false && current.bookableOnline)
          refuseFutureBookings((await repository.countFutureBookings([id], clock.now(), tx)).get(id) ?? 0);
        await repository.update(id, toColumns(input), tx);
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
      const shifts = input.shifts.map((shift) => ({
        weekday: shift.weekday,
        startMinute: toMinutes(shift.start),
        endMinute: toMinutes(shift.end),
      }));
      if (shifts.some((shift) => shift.startMinute >= shift.endMinute))
        throw new BadRequestError(m.shiftInvalid);
      if (hasOverlap(shifts)) throw new BadRequestError(m.shiftsOverlap);
      await repository.replaceShifts(id, shifts);
      return presentOne(id);
    },

    /** Time off over bookings still on the stylist is refused: those are moved first. */
    async addTimeOff(id: string, input: StaffTimeOffRequest) {
      await existing(id);
      const startsAt = toInstant(input.start);
      const endsAt = toInstant(input.end);
      if (startsAt >= endsAt) throw new BadRequestError(m.timeOffInvalid);
      if (endsAt <= clock.now()) throw new BadRequestError(m.timeOffPast);
      const clashes = await repository.countBookingsBetween(id, startsAt, endsAt);
      if (clashes > 0)
        throw new ConflictError(messageRef(m.timeOffHasBookings, { count: clashes }), { bookings: clashes });
      await repository.addTimeOff(id, startsAt, endsAt, input.reason || null);
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
        refuseFutureBookings((await repository.countFutureBookings([id], clock.now(), tx)).get(id) ?? 0);
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
