import { frontDeskMessages as m, teamAdminMessages } from '@salon/contracts';
import type { TimeBlock } from '@salon/contracts';
import { addDays, toTimeString } from '@salon/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, errorCodes, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { FrontDeskRepository, TimeBlockRecord } from './front-desk.repository.ts';

export interface TimeBlocksDeps {
  repository: FrontDeskRepository;
  appointments: AppointmentsRepository;
  availability: AvailabilityService;
  clock: Clock;
  timeZone: string;
}

export type TimeBlocksService = ReturnType<typeof createTimeBlocksService>;

/**
 * docs/decisions/0040-front-desk.md: time the owner takes out of the book. A block is a
 * reservation of status `blocked` holding the stylist (no chair) or one chair, so the same
 * exclusion constraints that keep bookings apart refuse a block over a booking and a booking
 * over a block, whatever the code does; availability counts it like a booking.
 */
export function createTimeBlocksService({
  repository,
  appointments,
  availability,
  clock,
  timeZone,
}: TimeBlocksDeps) {
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);
  /** A block may run to midnight: its end then reads 24:00 of its own date, not 00:00. */
  const endTimeOf = (block: TimeBlockRecord) =>
    salonClock(block.endsAt, timeZone).date === block.date ? salonTimeOf(block.endsAt) : '24:00';
  const present = (block: TimeBlockRecord): TimeBlock => ({
    _id: block.id,
    staff: block.staffId ? { _id: block.staffId, name: block.staffName ?? '' } : null,
    chair: block.chair,
    date: block.date,
    startTime: salonTimeOf(block.startsAt),
    endTime: endTimeOf(block),
    reason: block.reason,
  });

  return {
    present,

    /** The blocks of a date at a branch (absent: the main one; a closed branch's stay readable). */
    async list(date: string, branchId?: string) {
      const branch = branchAmong(await availability.branches(), branchId, true);
      return (await repository.timeBlocksOn(date, branch.id)).map(present);
    },

    async add(
      admin: UserRow,
      input: {
        staffId?: string | undefined;
        chair?: number | undefined;
        date: string;
        startTime: string;
        endTime: string;
        reason: string;
        /** docs/decisions/0045-branches.md: absent, the main branch; unknown 404, closed 400. */
        branchId?: string | undefined;
      },
    ) {
      const branch = await availability.branchFor(input.branchId);
      // A chair is one of this branch's chairs (each branch numbers its own from 1).
      if (input.chair !== undefined && input.chair > branch.chairs) throw new BadRequestError(m.chairUnknown);
      if (input.staffId !== undefined && !(await repository.findStaff(input.staffId)))
        throw new NotFoundError(teamAdminMessages.staffNotFound);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      const endsAt =
        input.endTime === '24:00'
          ? salonInstant(addDays(input.date, 1), '00:00', timeZone)
          : salonInstant(input.date, input.endTime, timeZone);
      // Time already gone cannot be booked: blocking it means nothing (docs/decisions/0040-front-desk.md).
      if (endsAt <= clock.now()) throw new BadRequestError(m.blockTimesInvalid);
      const created = await appointments
        .transaction(async (tx) => {
          await appointments.lockDay(tx, input.date);
          // A lapsed hold still counts for the constraint until it is released.
          await appointments.releaseLapsedHolds(tx, input.date, clock.now());
          const reservation = await appointments.insertReservation(tx, {
            userId: admin.id,
            date: input.date,
            branchId: branch.id,
            chair: input.chair ?? null,
            staffId: input.staffId ?? null,
            startsAt,
            endsAt,
            blockedUntil: endsAt,
            status: 'blocked',
            services: [],
            specialOffer: null,
            createdAt: clock.now(),
          });
          const block = await repository.insertTimeBlock(tx, {
            reservationId: reservation.id,
            reason: input.reason,
            createdBy: admin.id,
          });
          return (await repository.findTimeBlock(block.id, tx))!;
        })
        .catch((error: unknown) => {
          // The stylist or chair has a booking, a live hold or another block in that time.
          if (isExclusionViolation(error))
            throw new ConflictError(m.blockTaken, undefined, errorCodes.slotTaken);
          throw error;
        });
      return present(created);
    },

    /**
     * The branch a block was placed at, which decides who may remove it
     * (docs/decisions/0049-branch-manager.md); undefined when there is no such block.
     */
    branchIdOf: async (id: string) => (await repository.findTimeBlock(id))?.branchId,

    async remove(id: string) {
      const block = await repository.findTimeBlock(id);
      if (!block) throw new NotFoundError(m.blockNotFound);
      await appointments.transaction(async (tx) => {
        await appointments.lockDay(tx, block.date);
        await repository.deleteTimeBlock(tx, block.reservationId);
      });
    },
  };
}
