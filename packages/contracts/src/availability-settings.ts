import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:mm');
const openingHoursSchema = z
  .object({ open: time, close: time })
  .refine((hours) => hours.open < hours.close, { message: 'Closing time must be after opening time' });

/** The numbers the owner can change (docs/architecture.md#availability); index 0 of openingHours is Sunday. */
export const availabilitySettingsSchema = z.object({
  openingHours: z.array(openingHoursSchema.nullable()).length(7, 'Give opening hours for all seven weekdays'),
  closedDates: z.array(isoDateSchema()).max(366),
  capacity: z
    .number()
    .int()
    .min(1, 'Capacity must be between 1 and 50')
    .max(50, 'Capacity must be between 1 and 50'),
  slotStepMinutes: z.number().int().min(5).max(240),
  bufferMinutes: z.number().int().min(0).max(120),
  leadTimeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  horizonDays: z.number().int().min(1).max(365),
});
export type AvailabilitySettingsInput = z.infer<typeof availabilitySettingsSchema>;

/** PUT /api/admin/settings: closures are set through PUT /api/admin/closures, so not here. */
export const availabilitySettingsRequestSchema = availabilitySettingsSchema.omit({ closedDates: true });
export type AvailabilitySettingsRequest = z.infer<typeof availabilitySettingsRequestSchema>;

export const availabilitySettingsResponseSchema = successResponseSchema(
  z.object({ settings: availabilitySettingsSchema }),
);
