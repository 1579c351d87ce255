import { availabilitySettingsRequestSchema, availabilitySettingsResponseSchema } from '@salon/contracts';
import { z } from 'zod';

/** PUT /api/admin/settings: the numbers and hours; closures have their own call. */
const bookingSettingsSchema = availabilitySettingsRequestSchema;
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export const settingsResponseSchema = availabilitySettingsResponseSchema;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:mm');
const day = z
  .object({ isOpen: z.boolean(), open: time, close: time })
  .refine((hours) => !hours.isOpen || hours.open < hours.close, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

/** A browser field holds text; the contract wants numbers and says why one is wrong. */
const numberField = <Schema extends z.ZodType<number, number>>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: 'Enter a whole number' }).pipe(schema),
  );

const { shape } = bookingSettingsSchema;
export const hoursFormSchema = z.object({
  days: z.array(day).length(7),
  capacity: numberField(shape.capacity),
  slotStepMinutes: numberField(shape.slotStepMinutes),
  bufferMinutes: numberField(shape.bufferMinutes),
  leadTimeMinutes: numberField(shape.leadTimeMinutes),
  horizonDays: numberField(shape.horizonDays),
});
export type HoursFormOutput = z.output<typeof hoursFormSchema>;

export interface HoursFormValues {
  days: { isOpen: boolean; open: string; close: string }[];
  capacity: string;
  slotStepMinutes: string;
  bufferMinutes: string;
  leadTimeMinutes: string;
  horizonDays: string;
}

export const numberFields = [
  'capacity',
  'slotStepMinutes',
  'bufferMinutes',
  'leadTimeMinutes',
  'horizonDays',
] as const;

export function hoursFormDefaults(settings: BookingSettings): HoursFormValues {
  return {
    days: settings.openingHours.map((hours) => ({
      isOpen: hours !== null,
      open: hours?.open ?? '09:00',
      close: hours?.close ?? '19:00',
    })),
    capacity: String(settings.capacity),
    slotStepMinutes: String(settings.slotStepMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    leadTimeMinutes: String(settings.leadTimeMinutes),
    horizonDays: String(settings.horizonDays),
  };
}

export function toBookingSettings({ days, ...numbers }: HoursFormOutput): BookingSettings {
  return {
    openingHours: days.map((hours) => (hours.isOpen ? { open: hours.open, close: hours.close } : null)),
    ...numbers,
  };
}
