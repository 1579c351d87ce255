import { isValidDate } from '@salon/domain';
import { z } from 'zod';
import { validationMessages } from './messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every salon-local date field: written yyyy-MM-dd and a day that exists on the calendar,
 * so 2026-02-30 is refused here instead of by PostgreSQL. `message` is the field's own text
 * for a wrongly written date.
 */
export const isoDateSchema = (message: string = validationMessages.dateFormat) =>
  z
    .string()
    .regex(ISO_DATE, message)
    .refine((date) => !ISO_DATE.test(date) || isValidDate(date), validationMessages.dateNotOnCalendar);
