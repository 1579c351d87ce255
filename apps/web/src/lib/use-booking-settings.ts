import { DEFAULT_AVAILABILITY_SETTINGS } from '@salon/domain';
import type { PublicConfig } from '@salon/contracts';
import { usePublicConfig } from './public-config.ts';
import { SALON_TIME_ZONE } from './salon-date.ts';

/** The hours and booking limits the owner sets (docs/architecture.md#availability), as GET /api/config gives them. */
export type BookingSettings = Pick<
  PublicConfig,
  'openingHours' | 'leadTimeMinutes' | 'horizonDays' | 'timeZone'
>;

/** The defaults stand in while the answer loads or if it fails, as the default fee does (use-booking-fee.ts). */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  openingHours: DEFAULT_AVAILABILITY_SETTINGS.openingHours,
  leadTimeMinutes: DEFAULT_AVAILABILITY_SETTINGS.leadTimeMinutes,
  horizonDays: DEFAULT_AVAILABILITY_SETTINGS.horizonDays,
  timeZone: SALON_TIME_ZONE,
};

/** Each field from the config, else its default: an answer from an older server may lack them. */
export function bookingSettingsOf(config: Partial<PublicConfig> | undefined): BookingSettings {
  return {
    openingHours: config?.openingHours ?? DEFAULT_BOOKING_SETTINGS.openingHours,
    leadTimeMinutes: config?.leadTimeMinutes ?? DEFAULT_BOOKING_SETTINGS.leadTimeMinutes,
    horizonDays: config?.horizonDays ?? DEFAULT_BOOKING_SETTINGS.horizonDays,
    timeZone: config?.timeZone ?? DEFAULT_BOOKING_SETTINGS.timeZone,
  };
}

/**
 * The owner's opening hours, lead time, horizon and the salon's zone. The server checks every
 * booking against its own settings, so a default shown for a moment can never book a closed time.
 */
export function useBookingSettings(): BookingSettings {
  return bookingSettingsOf(usePublicConfig().data);
}
