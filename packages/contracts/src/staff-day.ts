import { z } from 'zod';
import { STYLIST_VISIT_ACTIONS } from '@salon/domain';
import { appointmentStatusSchema } from './appointments.ts';
import { emailSchema } from './auth.ts';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { staffDayMessages as m } from './messages/staff-day.ts';
import { serviceTranslationsSchema } from './services.ts';
import { appointmentBranchSchema } from './branches.ts';

/*
 * A stylist's own sign-in (role staff) and day (docs/decisions/0039-staff-accounts.md).
 */

/** POST /api/admin/staff/:id/account: the address the stylist signs in with. */
export const staffAccountRequestSchema = z.object({ email: emailSchema });
export type StaffAccountRequest = z.input<typeof staffAccountRequestSchema>;

/** The stylist's sign-in as the owner sees it; null when they have none. */
export const staffAccountSchema = z
  .object({
    email: z.string(),
    /** False until the stylist chose a password from the mailed link. */
    passwordSet: z.boolean(),
  })
  .nullable();
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountResponseSchema = successResponseSchema(z.object({ account: staffAccountSchema }));
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

/** GET /api/staff/me/schedule: up to seven salon days, from..to inclusive. */
export const STAFF_SCHEDULE_MAX_DAYS = 7;
export const staffScheduleQuerySchema = z.object({
  from: isoDateSchema(m.rangeInvalid),
  to: isoDateSchema(m.rangeInvalid),
});
export type StaffScheduleQuery = z.infer<typeof staffScheduleQuerySchema>;

/** One of the stylist's own visits: no fees, payments or refunds; the customer's first name and phone only. */
export const staffVisitSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The start as an instant (ISO), for the screen's rules. */
  startsAt: z.string(),
  status: appointmentStatusSchema,
  /** When the customer was marked arrived; null until then. */
  arrivedAt: z.string().nullable(),
  services: z.array(
    z.object({
      title: z.string(),
      quantity: z.number().int(),
      translations: serviceTranslationsSchema.optional(),
    }),
  ),
  customer: z.object({ firstName: z.string(), phone: z.string().nullable() }),
  /** The customer's note for the salon. */
  notes: z.string().nullable(),
  /** Where the visit is (docs/decisions/0045-branches.md). */
  branch: appointmentBranchSchema.optional(),
});
export type StaffVisit = z.infer<typeof staffVisitSchema>;

export const staffScheduleSchema = z.object({
  stylist: z.object({ _id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  visits: z.array(staffVisitSchema),
  /** Each day's shifts, "HH:mm" salon-local, with the branch of each (one of `branches`). */
  shifts: z.array(
    z.object({
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      branchId: z.string().optional(),
    }),
  ),
  /** Time off overlapping the days, as instants (ISO). */
  timeOff: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  /**
   * The branches the stylist has shifts at, in the salon's order (docs/decisions/0045-branches.md):
   * with two, their walk-in dialog asks where.
   */
  branches: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;
export const staffScheduleResponseSchema = successResponseSchema(staffScheduleSchema);
export type StaffScheduleResponse = z.infer<typeof staffScheduleResponseSchema>;

/** PATCH /api/staff/me/appointments/:id */
export const staffVisitMarkRequestSchema = z.object({
  action: z.enum(STYLIST_VISIT_ACTIONS, { error: m.actionInvalid }),
});
export type StaffVisitMarkRequest = z.infer<typeof staffVisitMarkRequestSchema>;
export const staffVisitResponseSchema = successResponseSchema(z.object({ visit: staffVisitSchema }));
export type StaffVisitResponse = z.infer<typeof staffVisitResponseSchema>;
