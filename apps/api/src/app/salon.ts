import { createBookingRulesRepository } from '../modules/admin/booking-rules.repository.ts';
import { createBookingRulesService } from '../modules/admin/booking-rules.service.ts';
import { createSalonProfileRepository } from '../modules/admin/salon-profile.repository.ts';
import { createSalonProfileService } from '../modules/admin/salon-profile.service.ts';
import { createAvailabilityRepository } from '../modules/availability/availability.repository.ts';
import { createAvailabilityService } from '../modules/availability/availability.service.ts';
import { withCachedReads } from '../modules/availability/cached-reads.ts';
import type { AppContext } from './context.ts';

export type Salon = ReturnType<typeof createSalon>;

/** The owner's settings of the salon: its profile, the booking rules, the hours and free times. */
export function createSalon({ config, db, clock, reads }: AppContext) {
  return {
    bookingRules: createBookingRulesService({ repository: createBookingRulesRepository(db) }),
    salonProfile: createSalonProfileService({ repository: createSalonProfileRepository(db) }),
    // Hours, closures and each day's reservations are read from memory (docs/decisions/0014-memory-first-reads.md).
    availability: createAvailabilityService({
      repository: withCachedReads(createAvailabilityRepository(db), reads.cache),
      clock,
      timeZone: config.salonTimeZone,
    }),
  };
}
