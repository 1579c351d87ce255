import { createStaffAccountRepository } from '../modules/staff/staff-account.repository.ts';
import { createStaffAccountService } from '../modules/staff/staff-account.service.ts';
import { createStaffDayRepository } from '../modules/staff/staff-day.repository.ts';
import { createStaffDayService } from '../modules/staff/staff-day.service.ts';
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
  bookings: Pick<Bookings, 'appointments'>,
) {
  return {
    staffAccounts: createStaffAccountService({
      repository: createStaffAccountRepository(db),
      endSessions: (userId, tx) => accounts.sessions.deleteAllOfUser(userId, tx),
      mailer,
      clock,
      appUrl: config.appUrl,
      logError,
    }),
    staffDay: createStaffDayService({
      repository: createStaffDayRepository(db),
      appointments: bookings.appointments,
      clock,
      timeZone: config.salonTimeZone,
    }),
  };
}
