import { createAvailabilityRepository } from '../modules/availability/availability.repository.ts';
import { createAvailabilityService } from '../modules/availability/availability.service.ts';
import { withCachedReads } from '../modules/availability/cached-reads.ts';
import { createBookingRulesService } from '../modules/settings/booking-rules.service.ts';
import { createSalonProfileService } from '../modules/settings/salon-profile.service.ts';
import { createSettingsRepository } from '../modules/settings/settings.repository.ts';
import { createStaffListing } from '../modules/staff/staff-listing.ts';
import { createStaffRepository } from '../modules/staff/staff.repository.ts';
import type { AppContext } from './context.ts';

export type Salon = ReturnType<typeof createSalon>;

/** The owner's settings of the salon: its profile, the booking rules, the hours, the team and free times. */
export function createSalon({ config, db, clock, reads }: AppContext) {
  // The salon_settings row has one repository (docs/architecture.md#settings).
  const settings = createSettingsRepository(db);
  // Hours, closures and each day's reservations are read from memory (docs/decisions/0014-memory-first-reads.md).
  const availability = createAvailabilityService({
    repository: withCachedReads(createAvailabilityRepository(db), reads.cache),
    clock,
    timeZone: config.salonTimeZone,
  });
  return {
    bookingRules: createBookingRulesService({ repository: settings }),
    salonProfile: createSalonProfileService({ repository: settings }),
    availability,
    // docs/decisions/0036-stylists.md: the stylists customers can book, per branch (docs/decisions/0045-branches.md).
    staffListing: createStaffListing({
      repository: createStaffRepository(db),
      branchFor: (branchId) => availability.branchFor(branchId),
    }),
  };
}
