import { BOOKING_FEE_MAX_LKR, BOOKING_FEE_MIN_LKR } from '@salon/domain';
import { z } from 'zod';
import { appointmentSchema, appointmentStatusSchema } from './appointments.ts';
import { branchIdSchema } from './branches.ts';
import { isoDateSchema } from './dates.ts';
import { isSingleEmailAddress } from './email-address.ts';
import { canonicalHttpsLink } from './https-link.ts';
import { catalogueAdminMessages } from './catalogue-admin-messages.ts';
import { bookedServiceLineSchema } from './services.ts';
import { branchMessages, validationMessages } from './messages.ts';
import { successResponseSchema } from './envelope.ts';
import { galleryImageSchema } from './gallery.ts';
import { reviewSchema } from './reviews.ts';
import { serviceSchema, serviceTranslationsSchema } from './services.ts';
import { appointmentStaffSchema } from './staff.ts';
import { roleSchema } from './user.ts';

/*
 * The back office's calls (docs/architecture.md#admin). Every one needs role admin.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One line of an appointment's history: which status, set by whom, when. */
export const statusChangeSchema = z.object({
  from: appointmentStatusSchema.nullable(),
  to: appointmentStatusSchema,
  /** Null when the system set it (booking, automatic confirmation). */
  changedBy: z.object({ _id: z.string(), name: z.string(), role: roleSchema }).nullable(),
  /** For a cancellation: whether the booking fee went back to the card. */
  refunded: z.boolean().nullable(),
  changedAt: z.string(),
  /** True on the line an owner's undo wrote: it took the change before it back. */
  undo: z.boolean().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** One move of an appointment to another time (docs/architecture.md#appointment-status). */
export const appointmentMoveSchema = z.object({
  from: z.object({ date: z.string(), startTime: z.string() }),
  to: z.object({ date: z.string(), startTime: z.string() }),
  movedBy: z.object({ _id: z.string(), name: z.string(), role: roleSchema }).nullable(),
  /** Who moved it, kept when the sign-in is gone: only the customer's own moves count against their limit. */
  movedAs: z.enum(['customer', 'owner', 'staff']),
  movedAt: z.string(),
});
export type AppointmentMove = z.infer<typeof appointmentMoveSchema>;

/** GET /api/appointments/:id for an admin: the appointment, its chair, its history and its moves. */
export const adminAppointmentDetailSchema = appointmentSchema.extend({
  chair: z.number().int(),
  history: z.array(statusChangeSchema),
  moves: z.array(appointmentMoveSchema).optional(),
});
export type AdminAppointmentDetail = z.infer<typeof adminAppointmentDetailSchema>;
export const adminAppointmentDetailResponseSchema = successResponseSchema(
  z.object({ appointment: adminAppointmentDetailSchema }),
);

/** PATCH /api/appointments/:id/status answers with the appointment and, for a cancellation, the refund. */
export const statusChangeResponseSchema = successResponseSchema(
  z.object({ appointment: appointmentSchema, refunded: z.boolean().nullable() }),
);
export type StatusChangeResponse = z.infer<typeof statusChangeResponseSchema>;

// Defined beside the list's query schema, which uses it; still exported from here too.
export { APPOINTMENT_SORTS } from './appointments.ts';

/** A booking as the overview and the day view show it. */
export const scheduledAppointmentSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  status: appointmentStatusSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  chair: z.number().int(),
  customerName: z.string(),
  /** The customer's phone in its local form, for the back office's tap-to-call (issue 24). */
  customerPhone: z.string().nullable().optional(),
  services: z.array(bookedServiceLineSchema),
  /** docs/product.md#2.10: the customer's note for the salon. */
  notes: z.string().nullable().optional(),
});
export type ScheduledAppointment = z.infer<typeof scheduledAppointmentSchema>;

/**
 * A stylist's month on the overview: the visits due this salon month that are not cancelled,
 * their booked minutes, and the ones missed (docs/decisions/0037-stylist-in-messages.md).
 */
export const stylistMonthSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bookings: z.number().int(),
  bookedMinutes: z.number().int(),
  noShows: z.number().int(),
});
export type StylistMonth = z.infer<typeof stylistMonthSchema>;

/** GET /api/admin/overview: the owner's landing page, in the salon's time zone. */
export const adminOverviewSchema = z.object({
  today: z.string(),
  todaysAppointments: z.array(scheduledAppointmentSchema),
  /** The next 7 days from today, each with its live (pending or confirmed) bookings. */
  nextSevenDays: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /**
   * What happened this salon month: fees of bookings made, fees refunded (when the refund was
   * decided), cancellations made, and no-shows of visits due (docs/architecture.md#admin).
   */
  thisMonth: z.object({
    feesCollected: z.number().int(),
    feesRefunded: z.number().int(),
    cancellations: z.number().int(),
    noShows: z.number().int(),
  }),
  /**
   * Most booked services over the last 90 days, each with its Sinhala and Tamil titles as last
   * booked (absent when none), so the page names them in the viewer's language.
   */
  topServices: z.array(
    z.object({
      title: z.string(),
      bookings: z.number().int(),
      translations: serviceTranslationsSchema.optional(),
    }),
  ),
  /** Bookings made per day over the last 30 days, oldest first, days without any included. */
  bookingsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Each stylist of the team, in the team's order; absent for a salon with no team. */
  stylists: z.array(stylistMonthSchema).optional(),
  /**
   * The salon's whole overview with two or more branches: this month's figures of each branch,
   * in the salon's order (docs/decisions/0045-branches.md); absent for one branch's overview.
   */
  branches: z
    .array(
      z.object({
        branch: z.object({ _id: z.string(), name: z.string() }),
        feesCollected: z.number().int(),
        feesRefunded: z.number().int(),
        cancellations: z.number().int(),
        noShows: z.number().int(),
      }),
    )
    .optional(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = successResponseSchema(z.object({ overview: adminOverviewSchema }));
/** GET /api/admin/overview?branchId=: one branch's overview; absent, every branch together. */
export const adminOverviewQuerySchema = z.object({ branchId: branchIdSchema });

export const adminDayQuerySchema = z.object({
  date: z.string({ error: validationMessages.dateFormat }).pipe(isoDateSchema()),
  /** docs/decisions/0045-branches.md: the branch's day (absent: the main branch). */
  branchId: branchIdSchema,
});

/** GET /api/admin/day?date=: one column per chair for the day view. */
/**
 * A chair held by a customer at checkout, not yet paid: the owner sees the time is spoken for
 * (it is not offered online) until the hold ends at `expiresAt` (an ISO instant).
 */
export const dayHoldSchema = z.object({
  chair: z.number().int(),
  /** The stylist the hold is for (docs/decisions/0036-stylists.md); null in a salon with no team. */
  staff: appointmentStaffSchema.nullable(),
  startTime: time,
  endTime: time,
  expiresAt: z.string(),
});
export type DayHold = z.infer<typeof dayHoldSchema>;

/** A booking in the day view: as the overview shows it, and who does it (null: no stylist named). */
export const dayAppointmentSchema = scheduledAppointmentSchema.extend({
  staff: appointmentStaffSchema.nullable(),
  /** When the customer was marked arrived (docs/decisions/0039-staff-accounts.md); null until then. */
  arrivedAt: z.string().nullable().optional(),
});
export type DayAppointment = z.infer<typeof dayAppointmentSchema>;

export const adminDaySchema = z.object({
  date: z.string(),
  /** Null when the salon is closed that day. */
  openingHours: z.object({ open: time, close: time }).nullable(),
  /** Why the day is closed when the owner said so (a closure), else null. */
  closedReason: z.string().nullable(),
  chairs: z.number().int(),
  appointments: z.array(dayAppointmentSchema),
  holds: z.array(dayHoldSchema),
  /**
   * The team that day, one column each (docs/decisions/0036-stylists.md): stylists with a
   * shift that weekday and any other a live booking or hold names, in the team's order. Empty
   * in a salon with no team, whose day view keeps one column per chair.
   */
  staff: z.array(appointmentStaffSchema),
});
export type AdminDay = z.infer<typeof adminDaySchema>;
export const adminDayResponseSchema = successResponseSchema(z.object({ day: adminDaySchema }));

/** GET /api/admin/services: every service, hidden ones too. PATCH /api/services/:id takes `hidden`. */
export const adminServiceSchema = serviceSchema.extend({ hidden: z.boolean() });
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServicesResponseSchema = successResponseSchema(
  z.object({ services: z.array(adminServiceSchema) }),
);
/** PATCH /api/services/:id and POST /api/services/:id/image: the service as the back office sees it. */
export const adminServiceResponseSchema = successResponseSchema(z.object({ service: adminServiceSchema }));

/** GET /api/admin/reviews: every review, hidden ones too. */
export const adminReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = successResponseSchema(
  z.object({ reviews: z.array(adminReviewSchema) }),
);
export const hideReviewRequestSchema = z.object({ hidden: z.boolean() });
export const adminReviewResponseSchema = successResponseSchema(z.object({ review: adminReviewSchema }));

/**
 * PATCH /api/gallery/:id changes a caption and, when sent, the branch (null: every branch);
 * PUT /api/gallery/order sets the order of every photo.
 */
export const updateGalleryImageRequestSchema = z.object({
  caption: z.string({ error: 'A caption is required' }).trim().min(1, 'A caption is required').max(80),
  branchId: z.uuid(branchMessages.branchNotFound).nullable().optional(),
});
export const reorderGalleryRequestSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
export const galleryImageResponseSchema = successResponseSchema(z.object({ image: galleryImageSchema }));

/** A closure: one date or a range, with the reason customers and staff see. */
export const closureSchema = z
  .object({
    from: isoDateSchema(),
    to: isoDateSchema(),
    reason: z.string().trim().max(120).default(''),
  })
  .refine((closure) => closure.from <= closure.to, { message: 'A closure ends on or after its first day' });
export type Closure = z.infer<typeof closureSchema>;
/**
 * A closure as listed: where it applies, the whole salon (null) or one branch
 * (docs/decisions/0045-branches.md). A date may be closed both ways; either keeps it shut there.
 */
export const listedClosureSchema = z.object({
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type ListedClosure = z.infer<typeof listedClosureSchema>;

export const salonEmailMessage = 'Enter a valid e-mail address';
export const salonMapUrlMessage = 'Enter a full link, starting with https://';

/** The WhatsApp number must be one wa.me can open: a real Sri Lankan number. */
export const salonWhatsAppMessage = 'Enter a Sri Lankan WhatsApp number, such as +94 77 123 4567';

/** The salon's public details: footer, contact section, policy pages and mails read them. */
export const salonProfileSchema = z.object({
  name: z.string().trim().min(1, 'The salon needs a name').max(80),
  address: z.string().trim().max(200).nullable(),
  phone: z.string().trim().max(30).nullable(),
  whatsapp: z.string().trim().max(30).nullable(),
  /** Where booking and cancellation notices go; null sends them to every admin. One address only. */
  email: z
    .string()
    .trim()
    .max(254, salonEmailMessage)
    .refine(isSingleEmailAddress, salonEmailMessage)
    .nullable(),
  /** Public pages link to it: https only (docs/architecture.md#admin). */
  mapUrl: z
    .string()
    .trim()
    .refine((link) => canonicalHttpsLink(link) !== undefined, salonMapUrlMessage)
    .nullable(),
});
export type SalonProfile = z.infer<typeof salonProfileSchema>;

/**
 * The profile as answered: plain strings. The rules above are for what comes in; what goes out
 * was stored by them (or is dropped on reading, see the repository), and a format check on the
 * answer would only turn an odd stored value into a 500 for every page.
 */
export const salonProfileAnswerSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  mapUrl: z.string().nullable(),
});

/** GET and PUT /api/admin/salon-profile; the public copy is part of GET /api/config. */
export const salonProfileResponseSchema = successResponseSchema(
  z.object({ profile: salonProfileAnswerSchema }),
);

/**
 * GET and PUT /api/admin/closures: the whole list at once, ranges and single dates alike.
 * `branchId` names whose list the PUT replaces: absent, the whole salon's (every branch), else
 * that branch's own (unknown 404, closed 400); the other lists stay. GET lists the salon's and
 * every open branch's, each naming its branch (null: the whole salon).
 * `cancelBookings`: the bookings on newly closed days the owner saw and chose to cancel (the
 * customers told, the fee refunded); a booking on those days not named here refuses the save
 * with CLOSURE_HAS_BOOKINGS, so none made meanwhile is cancelled unseen or left on a closed day.
 */
export const closuresRequestSchema = z.object({
  branchId: z.uuid(branchMessages.branchNotFound).optional(),
  closures: z.array(closureSchema).max(200),
  cancelBookings: z.array(z.string().uuid()).max(500).optional(),
});
export type ClosuresRequest = z.input<typeof closuresRequestSchema>;
/** At most this many closed dates in one list (the salon's, or a branch's), counting every day of every range. */
export const CLOSED_DATES_MAX = 366;
export const closuresResponseSchema = successResponseSchema(
  z.object({
    closures: z.array(listedClosureSchema),
    /** PUT only: how many bookings the save cancelled. */
    cancelledBookings: z.number().int().nonnegative().optional(),
  }),
);

/** A booking on a day a closure would shut: what the owner needs to decide and to reach the customer. */
export const closureBookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: appointmentStatusSchema,
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** English titles with their quantity ("Haircut x 1"): the back office's words. */
  services: z.array(z.string()),
});
export type ClosureBooking = z.infer<typeof closureBookingSchema>;
/** `details` of a CLOSURE_HAS_BOOKINGS refusal. */
export const closureConflictDetailsSchema = z.object({ bookings: z.array(closureBookingSchema) });

/** The booking fee the owner sets, in whole rupees (docs/product.md#9). */
export const bookingFeeLkrSchema = z
  .number({ error: catalogueAdminMessages.bookingFeeOutOfRange })
  .int(catalogueAdminMessages.bookingFeeOutOfRange)
  .min(BOOKING_FEE_MIN_LKR, catalogueAdminMessages.bookingFeeOutOfRange)
  .max(BOOKING_FEE_MAX_LKR, catalogueAdminMessages.bookingFeeOutOfRange);

/**
 * GET /api/admin/booking-rules: whether a paid booking starts confirmed, whether the booking
 * fee comes off the bill at the salon, and the fee itself. PUT changes the ones it names.
 */
export const bookingRulesSchema = z.object({
  autoConfirm: z.boolean(),
  feeDeductedAtSalon: z.boolean(),
  bookingFeeLkr: bookingFeeLkrSchema,
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
export const bookingRulesUpdateSchema = bookingRulesSchema
  .partial()
  .refine((rules) => Object.keys(rules).length > 0, { message: catalogueAdminMessages.bookingRuleMissing });
export const bookingRulesResponseSchema = successResponseSchema(z.object({ rules: bookingRulesSchema }));
