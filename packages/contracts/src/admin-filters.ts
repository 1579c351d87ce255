import { z } from 'zod';
import { APPOINTMENT_SORTS } from './admin.ts';
import { APPOINTMENT_STATUSES } from './appointments.ts';
import { isoDateSchema } from './dates.ts';

const optionalDate = z.union([z.literal(''), isoDateSchema()]);

/**
 * The back office's appointment filter form (docs/architecture.md#admin); an empty field means
 * "any". The list's address and GET /api/appointments/all carry the same names.
 */
export const appointmentFiltersFormSchema = z
  .object({
    status: z.union([z.literal(''), z.enum(APPOINTMENT_STATUSES)]),
    from: optionalDate,
    to: optionalDate,
    search: z.string().trim().max(100, 'Search for at most 100 characters'),
    sort: z.enum(APPOINTMENT_SORTS),
  })
  .refine((form) => !form.from || !form.to || form.from <= form.to, {
    message: 'The end date is on or after the start date',
    path: ['to'],
  });
export type AppointmentFiltersForm = z.infer<typeof appointmentFiltersFormSchema>;
