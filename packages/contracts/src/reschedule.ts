import { BOOKING_NOTE_MAX_LENGTH } from '@salon/domain';
import type { RescheduleRefusal } from '@salon/domain';
import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { staffIdSchema } from './staff.ts';

/** docs/product.md#2.11: moving an appointment to another free time. */
export const rescheduleMessages = {
  action: 'Reschedule',
  dialogTitle: 'Move your appointment',
  dialogDescription:
    'Choose another free time. The booking fee stays with the appointment: there is nothing more to pay.',
  dateLabel: 'New date',
  timesLabel: 'Free start times',
  confirm: 'Confirm new time',
  chooseTime: 'Please choose a new start time',
  noTimes: 'No free start times on this date',
  loadingTimes: 'Looking for free times...',
  moved: 'Your appointment has moved',
  sameTime: 'Your appointment is already at this time. Please choose another.',
  failed: 'Failed to move the appointment',
  tooLate: 'Can no longer be moved online: less than 24 hours to go',
  movedTwice: 'Already moved twice',
  notLive: 'Only pending or confirmed appointments can be moved',
  dateRequired: 'Please choose a new date',
  invalidDate: 'Dates are written yyyy-MM-dd',
  invalidTime: 'Please choose a new start time',
} as const;

/** The words for each reason an appointment can no longer move (see rescheduleRefusal). */
export const rescheduleRefusalMessages: Record<RescheduleRefusal, string> = {
  'not-live': rescheduleMessages.notLive,
  'too-late': rescheduleMessages.tooLate,
  'moved-twice': rescheduleMessages.movedTwice,
};

export const rescheduleRequestSchema = z.object({
  date: z
    .string({ error: rescheduleMessages.dateRequired })
    .min(1, rescheduleMessages.dateRequired)
    .pipe(isoDateSchema(rescheduleMessages.invalidDate)),
  startTime: z
    .string({ error: rescheduleMessages.invalidTime })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, rescheduleMessages.invalidTime),
  /** docs/decisions/0036-stylists.md: another stylist; absent keeps the appointment's own. */
  staffId: staffIdSchema,
});
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

/** docs/product.md#2.10: the customer's note for the salon. */
export const bookingNoteMessages = {
  label: 'Notes for the salon',
  hint: 'Allergies, a patch test, preferences',
  tooLong: `Notes for the salon can be at most ${BOOKING_NOTE_MAX_LENGTH} characters`,
  yourNote: 'Your note:',
  customerNote: 'Customer note',
} as const;

/** Trimmed; an empty note is no note (null); longer than the limit is refused in the product's words. */
export const bookingNoteSchema = z
  .string({ error: bookingNoteMessages.tooLong })
  .nullish()
  .transform((note) => note?.trim() || null)
  .pipe(z.string().max(BOOKING_NOTE_MAX_LENGTH, bookingNoteMessages.tooLong).nullable());
