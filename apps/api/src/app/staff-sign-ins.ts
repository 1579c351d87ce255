import { createManagersRepository } from '../modules/managers/managers.repository.ts';
import { createManagersService } from '../modules/managers/managers.service.ts';
import { createStaffAccountRepository } from '../modules/staff/staff-account.repository.ts';
import { createStaffAccountService } from '../modules/staff/staff-account.service.ts';
import { createStaffDayRepository } from '../modules/staff/staff-day.repository.ts';
import { createStaffDayService } from '../modules/staff/staff-day.service.ts';
import { createStaffWalkInService } from '../modules/staff/staff-walk-in.service.ts';
import type { Accounts } from './accounts.ts';
import type { Bookings } from './bookings.ts';
import type { AppContext } from './context.ts';

export type StaffSignIns = ReturnType<typeof createStaffSignIns>;

/**
 * Stylists' own sign-ins (docs/decisions/0039-staff-accounts.md): the owner gives and takes
 * them; the stylist sees their day and marks their visits through the owner's status change.
 */
export function createStaffSignIns(
  { config, db, mailer, clock, logError }: AppContext,
  accounts: Pick<Accounts, 'sessions'>,
  bookings: Pick<Bookings, 'appointments' | 'deskBooking' | 'booking'>,
) {
  const staffDayRepository = createStaffDayRepository(db);
  return {
    staffAccounts: createStaffAccountService({
      repository: createStaffAccountRepository(db),
      endSessions: (userId, tx) => accounts.sessions.deleteAllOfUser(userId, tx),
      mailer,
      clock,
      appUrl: config.appUrl,
      logError,
    }),
    // Branch managers (docs/decisions/0049-branch-manager.md): customers' accounts the owner gives one branch.
    managers: createManagersService({
      repository: createManagersRepository(db),
      endSessions: (userId, tx) => accounts.sessions.deleteAllOfUser(userId, tx),
    }),
    staffDay: createStaffDayService({
      repository: staffDayRepository,
      appointments: bookings.appointments,
      clock,
      timeZone: config.salonTimeZone,
    }),
    // A stylist books a walk-in for themselves through the owner's desk booking.
    staffWalkIn: createStaffWalkInService({
      repository: staffDayRepository,
      deskBooking: bookings.deskBooking,
      booking: bookings.booking,
      clock,
      timeZone: config.salonTimeZone,
    }),
  };
}
