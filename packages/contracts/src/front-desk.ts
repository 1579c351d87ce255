import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { LANGUAGES } from './languages.ts';
import {
  appointmentMessages,
  frontDeskMessages as m,
  staffMessages,
  validationMessages,
} from './messages.ts';
import { personNameSchema } from './person-name.ts';
import { bookingNoteSchema } from './reschedule.ts';
import { appointmentSchema } from './appointments.ts';
import { branchIdSchema } from './branches.ts';
import { appointmentStaffSchema } from './staff.ts';
import { toLocalSriLankaPhone } from '@salon/domain';

/** The front desk's calls under /api/admin (docs/decisions/0040-front-desk.md). */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A block may end at midnight, written 24:00. */
const END_HH_MM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const dateField = z
  .string({ error: appointmentMessages.dateRequired })
  .min(1, appointmentMessages.dateRequired)
  .pipe(isoDateSchema(appointmentMessages.invalidDate));
const startField = z
  .string({ error: appointmentMessages.selectDateAndTime })
  .regex(HH_MM, appointmentMessages.selectDateAndTime);

/** How a front-desk booking's fee was settled: paid at the desk, waived, or still to pay at the visit. */
export const FEE_SETTLEMENTS = ['paid-at-desk', 'waived', 'due-at-desk'] as const;
export const feeSettlementSchema = z.enum(FEE_SETTLEMENTS, { error: m.feeSettlementRequired });
export type FeeSettlement = z.infer<typeof feeSettlementSchema>;

/** A customer's phone as typed at the desk, in its local form (the registration's rule, docs/architecture.md#phones). */
const deskPhoneSchema = z
  .string({ error: validationMessages.registrationPhone })
  .max(30, validationMessages.registrationPhone)
  .transform((typed, context) => {
    const local = toLocalSriLankaPhone(typed);
    if (local === undefined)
      context.addIssue({ code: 'custom', message: validationMessages.registrationPhone });
    return local ?? typed;
  });

/**
 * Nothing typed asks for a customer; a walk-in typed wrongly (a bad phone or e-mail) is told what
 * is wrong with it rather than the union's general answer.
 */
function deskCustomerProblem(issue: { code?: string; input?: unknown; errors?: { message: string }[][] }) {
  const input = issue.input;
  const typedWalkIn =
    typeof input === 'object' &&
    input !== null &&
    !('userId' in input) &&
    ('name' in input || 'phone' in input);
  const walkInProblem = issue.code === 'invalid_union' ? issue.errors?.[1]?.[0]?.message : undefined;
  return typedWalkIn && walkInProblem ? walkInProblem : m.customerRequired;
}

/**
 * A walk-in given by name and phone (e-mail and language optional). On its own, its problems keep
 * their field (`path`), so a desk dialog marks the field that is wrong.
 */
export const walkInCustomerSchema = z
  .object({
    name: personNameSchema,
    phone: deskPhoneSchema,
    email: z
      .union([z.literal('').transform(() => undefined), emailSchema], {
        error: validationMessages.emailInvalid,
      })
      .optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();

/** An account already known, or a walk-in. */
export const deskCustomerSchema = z.union(
  [z.object({ userId: z.uuid(m.customerNotFound) }).strict(), walkInCustomerSchema],
  { error: deskCustomerProblem },
);
export type DeskCustomer = z.input<typeof deskCustomerSchema>;

export const createDeskAppointmentRequestSchema = z.object({
  customer: deskCustomerSchema,
  services: z
    .array(z.uuid(appointmentMessages.serviceIdRequired), { error: m.servicesRequired })
    .min(1, m.servicesRequired)
    .max(30, m.servicesRequired)
    .refine((ids) => new Set(ids).size === ids.length, { error: m.serviceTwice }),
  /** docs/decisions/0036-stylists.md: absent means anyone free. */
  staffId: z.uuid(staffMessages.staffNotFound).optional(),
  date: dateField,
  startTime: startField,
  feeSettlement: feeSettlementSchema,
  note: bookingNoteSchema.optional(),
  /** docs/decisions/0045-branches.md: where the booking is; absent means the main branch. */
  branchId: branchIdSchema,
});
export type CreateDeskAppointmentRequest = z.input<typeof createDeskAppointmentRequestSchema>;

/** The owner moves a booking to another time, stylist or both (docs/decisions/0040-front-desk.md). */
export const moveDeskAppointmentRequestSchema = z.object({
  date: dateField,
  startTime: startField,
  staffId: z.uuid(staffMessages.staffNotFound).optional(),
  /** Another branch (docs/decisions/0047-back-office-per-branch.md); absent, the visit's own. */
  branchId: branchIdSchema,
});
export type MoveDeskAppointmentRequest = z.input<typeof moveDeskAppointmentRequestSchema>;

export const deskAppointmentResponseSchema = successResponseSchema(
  z.object({ appointment: appointmentSchema }),
);

/**
 * GET /api/admin/desk-services?branchId=: the services the desk can book at a branch (absent: the
 * main one), each at the branch's price (docs/decisions/0046-branch-prices-messages-shifts.md);
 * the answer is the catalogue's (`servicesResponseSchema`).
 */
export const deskServicesQuerySchema = z.object({ branchId: branchIdSchema });

export const customerLookupQuerySchema = z.object({
  q: z.string({ error: m.lookupTooShort }).trim().min(2, m.lookupTooShort).max(100, m.lookupTooShort),
});
export const lookedUpCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language their mails and texts go out in: the dialog says so for a customer picked. */
  language: z.enum(LANGUAGES).optional(),
});
export type LookedUpCustomer = z.infer<typeof lookedUpCustomerSchema>;
export const customerLookupResponseSchema = successResponseSchema(
  z.object({ customers: z.array(lookedUpCustomerSchema) }),
);

export const createTimeBlockRequestSchema = z
  .object({
    staffId: z.uuid(m.blockTargetRequired).optional(),
    chair: z
      .number({ error: m.chairUnknown })
      .int(m.chairUnknown)
      .min(1, m.chairUnknown)
      .max(100, m.chairUnknown)
      .optional(),
    date: dateField,
    startTime: z.string({ error: m.blockTimesInvalid }).regex(HH_MM, m.blockTimesInvalid),
    endTime: z.string({ error: m.blockTimesInvalid }).regex(END_HH_MM, m.blockTimesInvalid),
    reason: z
      .string({ error: m.blockReasonRequired })
      .trim()
      .min(1, m.blockReasonRequired)
      .max(200, m.blockReasonTooLong),
    /** docs/decisions/0045-branches.md: where the time is blocked; absent means the main branch. */
    branchId: branchIdSchema,
  })
  .refine((body) => (body.staffId === undefined) !== (body.chair === undefined), {
    error: m.blockTargetRequired,
    path: ['staffId'],
  })
  .refine((body) => body.startTime < body.endTime, { error: m.blockTimesInvalid, path: ['endTime'] });
export type CreateTimeBlockRequest = z.input<typeof createTimeBlockRequestSchema>;

export const timeBlockSchema = z.object({
  _id: z.string(),
  staff: appointmentStaffSchema.nullable(),
  chair: z.number().int().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});
export type TimeBlock = z.infer<typeof timeBlockSchema>;
export const timeBlockResponseSchema = successResponseSchema(z.object({ timeBlock: timeBlockSchema }));
/** The blocks of a date at a branch (absent: the main branch). */
export const timeBlocksQuerySchema = z.object({ date: dateField, branchId: branchIdSchema });
export const timeBlocksResponseSchema = successResponseSchema(
  z.object({ timeBlocks: z.array(timeBlockSchema) }),
);

/**
 * POST /api/staff/me/appointments (docs/decisions/0039-staff-accounts.md): a stylist books a
 * walk-in for themselves. A name and a phone only (the customer is matched by phone or made),
 * never an account id or an e-mail, and no stylist: it is always the one signed in.
 */
export const staffWalkInRequestSchema = z
  .object({
    name: walkInCustomerSchema.shape.name,
    phone: walkInCustomerSchema.shape.phone,
    language: walkInCustomerSchema.shape.language,
    services: createDeskAppointmentRequestSchema.shape.services,
    date: dateField,
    startTime: startField,
    feeSettlement: feeSettlementSchema,
    /**
     * docs/decisions/0047-back-office-per-branch.md: a branch where the stylist has a shift that
     * day; absent, the branch of their first shift that day.
     */
    branchId: branchIdSchema,
  })
  .strict();
export type StaffWalkInRequest = z.input<typeof staffWalkInRequestSchema>;

/** The booking as the stylist made it: the customer only as they typed them, nothing the account holds. */
export const staffWalkInResponseSchema = successResponseSchema(
  z.object({
    booking: z.object({
      _id: z.string(),
      reference: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      feeSettlement: feeSettlementSchema,
      customer: z.object({ name: z.string(), phone: z.string() }),
    }),
  }),
);
export type StaffWalkInResponse = z.infer<typeof staffWalkInResponseSchema>;

/**
 * POST /api/staff/me/free-starts (a question, as check-availability is): the signed-in
 * stylist's free starts for these services, as the desk asks (no lead time).
 */
export const staffFreeStartsRequestSchema = z.object({
  date: dateField,
  services: createDeskAppointmentRequestSchema.shape.services,
  /** As for the walk-in: absent, the branch of the stylist's first shift that day. */
  branchId: branchIdSchema,
});
export type StaffFreeStartsRequest = z.input<typeof staffFreeStartsRequestSchema>;
/**
 * GET /api/staff/me/desk-services?date=&branchId=: the services a stylist's walk-in can have at
 * a branch (docs/decisions/0047-back-office-per-branch.md): those the branch offers and the
 * stylist does, each at the branch's price; the answer is the catalogue's
 * (`servicesResponseSchema`). Absent, the branch of the stylist's first shift that day (none
 * that day: their first branch).
 */
export const staffDeskServicesQuerySchema = z.object({ date: dateField, branchId: branchIdSchema });
export type StaffDeskServicesQuery = z.input<typeof staffDeskServicesQuerySchema>;

export const staffFreeStartsResponseSchema = successResponseSchema(
  z.object({ freeStarts: z.array(z.string()) }),
);
