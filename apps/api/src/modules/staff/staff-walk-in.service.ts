import { staffDayMessages as m } from '@salon/contracts';
import type { FeeSettlement, Language } from '@salon/contracts';
import { walkInBranchOf, weekdayOf } from '@salon/domain';
import type { ServiceRow, StaffRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ForbiddenError } from '../../lib/errors.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { BookingService } from '../appointments/booking.service.ts';
import type { DeskBookingService } from '../front-desk/desk-booking.service.ts';
import type { StaffDayRepository } from './staff-day.repository.ts';

export interface StaffWalkInInput {
  name: string;
  phone: string;
  language?: Language | undefined;
  services: string[];
  date: string;
  startTime: string;
  feeSettlement: FeeSettlement;
  branchId?: string | undefined;
}

export type StaffWalkInService = ReturnType<typeof createStaffWalkInService>;

/**
 * A stylist at the front desk (docs/decisions/0039-staff-accounts.md): they book a walk-in for
 * themselves through the owner's desk booking (docs/decisions/0040-front-desk.md), the stylist
 * always the one signed in. The customer is given by name and phone only, matched by phone or
 * made, so a stylist never picks from the customer list; what they get back is what they typed.
 */
export function createStaffWalkInService({
  repository,
  deskBooking,
  booking,
  clock,
  timeZone,
}: {
  repository: Pick<StaffDayRepository, 'findStylistOfUser' | 'shiftsOf' | 'serviceIdsOf'>;
  deskBooking: Pick<DeskBookingService, 'book' | 'servicesAt'>;
  booking: Pick<BookingService, 'checkAvailability'>;
  clock: Clock;
  timeZone: string;
}) {
  async function stylistOf(user: UserRow): Promise<StaffRow> {
    const stylist = await repository.findStylistOfUser(user.id);
    if (!stylist) throw new ForbiddenError(m.notAStylist);
    return stylist;
  }

  type Shift = Awaited<ReturnType<StaffDayRepository['shiftsOf']>>[number];

  /**
   * The branch of the stylist's shift that day a walk-in goes to unasked: the one going on now
   * (today), else the next (walkInBranchOf in packages/domain, as the dialog names it).
   */
  function shiftBranchOn(shifts: readonly Shift[], date: string): string | undefined {
    const now = salonClock(clock.now(), timeZone);
    return walkInBranchOf(
      shifts
        .filter((shift) => shift.weekday === weekdayOf(date))
        .map((shift) => ({
          startMinute: shift.startMinute,
          endMinute: shift.endMinute,
          branchId: shift.branch._id,
        })),
      now.date === date ? now.minutes : undefined,
    );
  }

  /**
   * docs/decisions/0047-back-office-per-branch.md: where the walk-in is. The branch asked for, else
   * the branch of the stylist's shift that day (shiftBranchOn); refused (400) when they have no
   * shift there that day, so a stylist never books themselves where they do not work.
   */
  async function branchOf(stylist: StaffRow, date: string, branchId: string | undefined): Promise<string> {
    const shifts = await repository.shiftsOf(stylist.id);
    const chosen = branchId ?? shiftBranchOn(shifts, date);
    if (
      chosen === undefined ||
      !shifts.some((shift) => shift.weekday === weekdayOf(date) && shift.branch._id === chosen)
    )
      throw new BadRequestError(m.noShiftAtBranch);
    return chosen;
  }

  return {
    /**
     * The services a walk-in of theirs can have at the branch (absent: where they work that day,
     * else their first branch; docs/decisions/0047-back-office-per-branch.md): the ones it offers
     * and they do, at its price. None for a stylist not bookable, whom the desk does not book.
     */
    async servicesAt(
      user: UserRow,
      { date, branchId }: { date: string; branchId?: string | undefined },
    ): Promise<ServiceRow[]> {
      const stylist = await stylistOf(user);
      if (!stylist.bookableOnline) return [];
      const shifts = await repository.shiftsOf(stylist.id);
      const where = branchId ?? shiftBranchOn(shifts, date) ?? shifts[0]?.branch._id;
      const mine = await repository.serviceIdsOf(stylist.id);
      return (await deskBooking.servicesAt(where)).filter((service) => mine.has(service.id));
    },

    /** The stylist's own free starts for these services, as the desk sees them (a walk-in may start now). */
    async freeStarts(
      user: UserRow,
      { date, services, branchId }: { date: string; services: string[]; branchId?: string | undefined },
    ): Promise<string[]> {
      const stylist = await stylistOf(user);
      const { slots } = await booking.checkAvailability(
        date,
        services.map((_id) => ({ _id, quantity: 1 })),
        { staffId: stylist.id, atDesk: true, branchId: await branchOf(stylist, date, branchId) },
      );
      return slots;
    },

    async book(user: UserRow, input: StaffWalkInInput) {
      const stylist = await stylistOf(user);
      const branchId = await branchOf(stylist, input.date, input.branchId);
      const { appointment } = await deskBooking.book(user, {
        branchId,
        customer: { name: input.name, phone: input.phone, language: input.language },
        services: input.services,
        staffId: stylist.id,
        date: input.date,
        startTime: input.startTime,
        feeSettlement: input.feeSettlement,
      });
      return {
        _id: appointment.id,
        reference: appointment.reference,
        date: appointment.date,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
        feeSettlement: input.feeSettlement,
        // As typed: an existing customer's own name, e-mail or anything else stays theirs.
        customer: { name: input.name, phone: input.phone },
      };
    },
  };
}
