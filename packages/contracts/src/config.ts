import { z } from 'zod';
import { bookingFeeLkrSchema, salonProfileAnswerSchema } from './admin.ts';
import { availabilitySettingsSchema } from './availability-settings.ts';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentsProvider: z.enum(['sandbox', 'stripe', 'payhere']),
  stripePublishableKey: z.string().nullable(),
  /** The salon's name and contact details as the owner set them (GET /api/admin/salon-profile). */
  salon: salonProfileAnswerSchema,
  /** Whether the booking fee comes off the bill at the salon (a booking rule the owner sets). */
  feeDeductedAtSalon: z.boolean(),
  /** The booking fee a booking pays now (the owner's setting, docs/product.md#9). */
  bookingFeeLkr: bookingFeeLkrSchema,
  /** The owner's opening hours, index 0 Sunday, null a closed weekday (docs/architecture.md#availability). */
  openingHours: availabilitySettingsSchema.shape.openingHours,
  /** How long before a start a booking must be made, in minutes (the owner's setting). */
  leadTimeMinutes: availabilitySettingsSchema.shape.leadTimeMinutes,
  /** How many days ahead the calendar offers (the owner's setting). */
  horizonDays: availabilitySettingsSchema.shape.horizonDays,
  /** The IANA zone the salon's dates and clock times are in (SALON_TIMEZONE). */
  timeZone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ status: z.literal('success'), data: publicConfigSchema });
