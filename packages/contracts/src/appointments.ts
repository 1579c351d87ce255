import { BOOKABLE_DAY_STATES } from '@salon/domain';
import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { appointmentMessages as m } from './messages.ts';
import { bookingNoteSchema } from './reschedule.ts';
import { serviceTranslationsSchema } from './services.ts';
import { appointmentStaffSchema, staffIdSchema } from './staff.ts';
import { appointmentBranchSchema, branchIdSchema } from './branches.ts';

const dateSchema = z
  .string({ error: m.dateRequired })
  .min(1, m.dateRequired)
  .pipe(isoDateSchema(m.invalidDate));
const timeSchema = z
  .string({ error: m.selectDateAndTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.selectDateAndTime);

/** docs/product.md#7.4: the client sends {_id, averageTime, quantity}; the server trusts only the id and quantity. */
const requestedServiceSchema = z.object({
  _id: z.string({ error: m.serviceIdRequired }).uuid(m.serviceIdRequired),
  averageTime: z.number().optional(),
  quantity: z.number().int().min(1).max(10).default(1),
});

/**
 * docs/product.md#2.11: the customer's own appointment being moved; its own time is not counted
 * against it. Anyone else's (or an unknown id) is not found.
 */
const movingAppointmentSchema = z.uuid(m.appointmentNotFound).optional();

export const checkAvailabilityRequestSchema = z.object({
  date: dateSchema,
  services: z.array(requestedServiceSchema, { error: m.cartEmpty }).min(1, m.cartEmpty).max(30),
  appointmentId: movingAppointmentSchema,
  staffId: staffIdSchema,
  /** The owner's front desk asks without the lead time (docs/decisions/0040-front-desk.md); admin only. */
  atDesk: z.boolean().optional(),
  /** docs/decisions/0045-branches.md: absent, the main branch. */
  branchId: branchIdSchema,
});
export type CheckAvailabilityRequest = z.input<typeof checkAvailabilityRequestSchema>;

/** docs/product.md#2.10: the month the calendar shows, and the cart it is for. */
export const bookableDaysRequestSchema = z.object({
  month: z.string({ error: m.invalidMonth }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, m.invalidMonth),
  services: checkAvailabilityRequestSchema.shape.services,
  appointmentId: movingAppointmentSchema,
  staffId: staffIdSchema,
  branchId: branchIdSchema,
});
export type BookableDaysRequest = z.input<typeof bookableDaysRequestSchema>;

export const bookableDaySchema = z.object({
  date: z.string(),
  state: z.enum(BOOKABLE_DAY_STATES),
  slotsLeft: z.number().int().min(0),
});
export type BookableDaySummary = z.infer<typeof bookableDaySchema>;

export const bookableDaysSchema = z.object({
  month: z.string(),
  days: z.array(bookableDaySchema),
  /** The first day from today with a free start, in this month or a later one; null: none within the horizon. */
  firstBookableDate: z.string().nullable(),
});
export type BookableDays = z.infer<typeof bookableDaysSchema>;

export const bookableDaysResponseSchema = successResponseSchema(bookableDaysSchema);

export const availabilityResponseSchema = z.object({
  status: z.literal('success'),
  availableSlots: z.array(z.string()),
  data: z.object({ availableSlots: z.array(z.string()), duration: z.number().int() }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const createPaymentIntentRequestSchema = z.object({
  totalAmount: z.number({ error: m.amountNotNumber }),
  date: dateSchema,
  startTime: timeSchema,
  services: z.array(z.unknown()).optional(),
  /** docs/product.md#2.10: travels with the hold into the appointment. */
  notes: bookingNoteSchema.optional(),
  staffId: staffIdSchema,
  /** A waitlist offer's link token: pays for the time held for this customer (docs/decisions/0042-waitlist.md). */
  offerToken: z.string().min(1).max(100).optional(),
  /** The same offer by its id, as the customer's account lists it. */
  offerId: z.uuid(m.slotTaken).optional(),
  /** docs/decisions/0045-branches.md: absent, the main branch. */
  branchId: branchIdSchema,
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const paymentIntentResponseSchema = z.object({
  status: z.literal('success'),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  data: z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    holdExpiresAt: z.string(),
    provider: z.enum(['sandbox', 'stripe', 'payhere']),
    /** PayHere only: the hosted checkout the browser POSTs as a form, with every field signed by the server. */
    checkout: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
    /** PayHere only: the same payment through its Preapproval form, which keeps the card (docs/decisions/0033-saved-cards.md). */
    keepCardCheckout: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
  }),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** docs/product.md#5: each line of the cart as the booking call lists it, {service id, quantity}. */
const bookedServiceSchema = z.looseObject(
  { service: z.string({ error: m.missingServiceId }).min(1, m.missingServiceId) },
  { error: m.invalidServiceData },
);

/** The hold behind `paymentIntentId` decides what is booked; the cart's lines, when sent, must still make sense. */
export const createAppointmentRequestSchema = z.object({
  date: dateSchema.optional(),
  startTime: timeSchema.optional(),
  endTime: z.string().optional(),
  paymentIntentId: z.string({ error: m.paymentRequired }).min(1, m.paymentRequired),
  services: z
    .array(bookedServiceSchema, { error: m.invalidServiceData })
    .min(1, m.cartEmptyBooking)
    .max(30, m.invalidServiceData)
    .optional(),
});
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequestSchema>;

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

export const appointmentSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  /** Null for a booking made at the front desk (docs/decisions/0040-front-desk.md). */
  paymentId: z.string().nullable(),
  status: appointmentStatusSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  services: z.array(
    z.object({
      service: z.object({
        _id: z.string(),
        title: z.string(),
        price: z.number().int(),
        averageTime: z.number().int(),
        /** The Sinhala and Tamil titles as booked (no descriptions); absent when the owner gave none. */
        translations: serviceTranslationsSchema.optional(),
      }),
      quantity: z.number().int(),
    }),
  ),
  specialOffer: z
    .object({ _id: z.string(), title: z.string(), price: z.number().int(), originalPrice: z.number().int() })
    .nullable(),
  totalAmount: z.number().int(),
  appointmentFee: z.number().int(),
  feeRefunded: z.boolean(),
  /** Cancelled early enough: the refund is owed and the provider has not confirmed it yet. */
  feeRefundPending: z.boolean(),
  /** When the payment gateway reported a chargeback on the booking fee; null when none did. */
  chargedBackAt: z.string().nullable().optional(),
  /** The visit's start as an instant (ISO), for sorting, calendars and the refund notice. */
  startsAt: z.string(),
  createdAt: z.string(),
  /** The customer's note for the salon, and how often the visit was moved. */
  notes: z.string().nullable().optional(),
  rescheduleCount: z.number().int().optional(),
  /** How often the customer moved it themselves: the reschedule rule's count (docs/product.md#2.11). */
  customerMoveCount: z.number().int().optional(),
  /**
   * For an admin: the salon's last status change while it may still be taken back (POST
   * /api/appointments/:id/undo-status), the status an undo returns to, and until when.
   */
  undoable: z.object({ to: appointmentStatusSchema, until: z.string() }).nullable().optional(),
  customer: z
    .object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .optional(),
  /** Who does it (docs/decisions/0036-stylists.md); null in a salon with no team. */
  staff: appointmentStaffSchema.nullable().optional(),
  /** Where it is (docs/decisions/0045-branches.md). */
  branch: appointmentBranchSchema.optional(),
  /** Where it was booked, and for the front desk how the fee was settled (docs/decisions/0040-front-desk.md). */
  source: z.enum(['online', 'front-desk']).optional(),
  feeSettlement: z.enum(['paid-at-desk', 'waived', 'due-at-desk']).nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentResponseSchema = successResponseSchema(z.object({ appointment: appointmentSchema }));
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

/** PATCH /api/appointments/:id/cancel: the cancelled appointment and what became of its fee. */
export const feeRefundSchema = z.object({
  refunded: z.boolean(),
  amountLkr: z.number().int(),
  /** How long the refund takes to reach the card ('5-10 working days'); null when none is due. */
  reachesCardWithin: z.string().nullable(),
});
export type FeeRefund = z.infer<typeof feeRefundSchema>;

export const cancelAppointmentResponseSchema = successResponseSchema(
  z.object({ appointment: appointmentSchema, refund: feeRefundSchema }),
);
export type CancelAppointmentResponse = z.infer<typeof cancelAppointmentResponseSchema>;

export const appointmentsResponseSchema = successResponseSchema(
  z.object({
    appointments: z.array(appointmentSchema),
    total: z.number().int().optional(),
    page: z.number().int().optional(),
    pageSize: z.number().int().optional(),
  }),
);
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>;

/**
 * The admin list's sort order: `upcoming` (the default) lists today and the days ahead soonest
 * first, then the past latest first (docs/product.md#admin-list); or by visit time alone,
 * soonest first (`visit-asc`) or latest first (`visit-desc`).
 */
export const APPOINTMENT_SORTS = ['upcoming', 'visit-asc', 'visit-desc'] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];

export const adminAppointmentsQuerySchema = z.object({
  status: appointmentStatusSchema.optional(),
  from: isoDateSchema(m.invalidDate).optional(),
  to: isoDateSchema(m.invalidDate).optional(),
  /** Matches the customer's name, e-mail or phone, or the booking reference. */
  search: z.string().trim().max(100).optional(),
  /** docs/decisions/0047-back-office-per-branch.md: one branch's; absent, every branch's. */
  branchId: branchIdSchema,
  sort: z.enum(APPOINTMENT_SORTS).default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const updateAppointmentStatusRequestSchema = z.object({ status: appointmentStatusSchema });

/** The sandbox card form's confirm call; answered in Stripe.js confirmCardPayment's shape. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(10),
  card: z.object({
    number: z.string().max(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
  }),
  billingDetails: z.object({ name: z.string().optional(), email: z.string().optional() }).optional(),
  /** Keep the card for next time (docs/decisions/0033-saved-cards.md), like Stripe's setup_future_usage. */
  saveCard: z.boolean().optional(),
});
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;

export const sandboxConfirmResponseSchema = z.union([
  z.object({ paymentIntent: z.object({ id: z.string(), status: z.string() }) }),
  z.object({
    error: z.object({
      message: z.string(),
      code: z.string(),
      decline_code: z.string().optional(),
      payment_intent: z.object({ id: z.string() }),
    }),
  }),
]);
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;
