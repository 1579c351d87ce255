import { z } from 'zod';
import { branchIdSchema } from './branches.ts';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { customerMessages as m } from './messages/customers.ts';
import { appointmentStatusSchema } from './appointments.ts';
import { bookedServiceLineSchema } from './services.ts';

/** The owner's customers (docs/decisions/0041-customers-and-merge.md). */

export const CUSTOMER_NOTE_KINDS = ['allergy', 'colour', 'general'] as const;
export type CustomerNoteKind = (typeof CUSTOMER_NOTE_KINDS)[number];
export const CUSTOMER_NOTE_MAX_LENGTH = 2000;
export const CUSTOMERS_PAGE_SIZE = 20;

export const customersQuerySchema = z.object({
  /** A name, an e-mail or a phone number in any format ('077 123 4567', '+94771234567'). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

const noteBody = z
  .string({ error: m.noteRequired })
  .trim()
  .min(1, m.noteRequired)
  .max(CUSTOMER_NOTE_MAX_LENGTH, m.noteTooLong);
const noteKind = z.enum(CUSTOMER_NOTE_KINDS, { error: m.noteKindInvalid });

export const createCustomerNoteRequestSchema = z.object({ body: noteBody, kind: noteKind });
export type CreateCustomerNoteRequest = z.infer<typeof createCustomerNoteRequestSchema>;

export const updateCustomerNoteRequestSchema = z
  .object({ body: noteBody.optional(), kind: noteKind.optional() })
  .refine((body) => body.body !== undefined || body.kind !== undefined, { error: m.nothingToChange });
export type UpdateCustomerNoteRequest = z.infer<typeof updateCustomerNoteRequestSchema>;

export const mergeCustomersRequestSchema = z.object({ fromId: z.uuid(m.customerIdInvalid) });
export type MergeCustomersRequest = z.infer<typeof mergeCustomersRequestSchema>;

export const customerIdParamsSchema = z.object({ id: z.uuid(m.customerNotFound) });
export const customerNoteParamsSchema = z.object({
  id: z.uuid(m.customerNotFound),
  noteId: z.uuid(m.noteNotFound),
});

/**
 * One customer's figures. `spendLkr`: booking fees kept (not refunded, not charged back) plus
 * what completed visits paid at the desk (docs/decisions/0041-customers-and-merge.md).
 */
export const customerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  visits: z.number().int(),
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
  spendLkr: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  hasPassword: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customersResponseSchema = successResponseSchema(
  z.object({
    customers: z.array(customerSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

export const customerNoteSchema = z.object({
  _id: z.string(),
  kind: z.enum(CUSTOMER_NOTE_KINDS),
  body: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerVisitSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  date: z.string(),
  startTime: z.string(),
  status: appointmentStatusSchema,
  stylist: z.string().nullable(),
  services: z.array(bookedServiceLineSchema.extend({ serviceId: z.string() })),
  servicesTotalLkr: z.number().int(),
  /** Where the visit is (docs/decisions/0047-back-office-per-branch.md): history is shared across branches. */
  branch: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type CustomerVisit = z.infer<typeof customerVisitSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  visitsList: z.array(customerVisitSchema),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerResponseSchema = successResponseSchema(z.object({ customer: customerDetailSchema }));
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

export const customerNoteResponseSchema = successResponseSchema(z.object({ note: customerNoteSchema }));
export const customerNoteDeletedResponseSchema = successResponseSchema(z.object({ noteId: z.string() }));

export const mergeCustomersResponseSchema = successResponseSchema(
  z.object({
    customer: customerDetailSchema,
    moved: z.object({
      appointments: z.number().int(),
      holds: z.number().int(),
      notes: z.number().int(),
      reviews: z.number().int(),
      cartItems: z.number().int(),
    }),
  }),
);
export type MergeCustomersResponse = z.infer<typeof mergeCustomersResponseSchema>;

/** docs/decisions/0045-branches.md: one branch's close; absent, every branch together. */
export const dailyCloseQuerySchema = z.object({ date: isoDateSchema().optional(), branchId: branchIdSchema });

/** One visit of the day at the desk: money in whole LKR. */
export const dailyCloseVisitSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  startTime: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  stylist: z.object({ _id: z.string(), name: z.string() }).nullable(),
  services: z.array(bookedServiceLineSchema),
  status: appointmentStatusSchema,
  feePaidOnlineLkr: z.number().int(),
  feeRefundedLkr: z.number().int(),
  servicesTotalLkr: z.number().int(),
  toTakeAtDeskLkr: z.number().int(),
  /** Where the visit is (docs/decisions/0047-back-office-per-branch.md). */
  branch: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type DailyCloseVisit = z.infer<typeof dailyCloseVisitSchema>;

export const dailyCloseTotalsSchema = z.object({
  visits: z.number().int(),
  feePaidOnlineLkr: z.number().int(),
  feeRefundedLkr: z.number().int(),
  servicesTotalLkr: z.number().int(),
  toTakeAtDeskLkr: z.number().int(),
  /** Fees of desk bookings paid at the desk on this day, whatever day their visit is. */
  feeTakenAtDeskLkr: z.number().int(),
});
export type DailyCloseTotals = z.infer<typeof dailyCloseTotalsSchema>;

/**
 * A front-desk booking whose fee was paid at the desk when it was made
 * (docs/decisions/0041-customers-and-merge.md): money taken on its creation day, not its visit's.
 */
export const dailyCloseTakenAtDeskSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  customerName: z.string(),
  stylist: z.object({ _id: z.string(), name: z.string() }).nullable(),
  visitDate: z.string(),
  startTime: z.string(),
  status: appointmentStatusSchema,
  feeLkr: z.number().int(),
  /** Where the booking is (docs/decisions/0047-back-office-per-branch.md). */
  branch: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type DailyCloseTakenAtDesk = z.infer<typeof dailyCloseTakenAtDeskSchema>;

export const dailyCloseSchema = z.object({
  date: z.string(),
  visits: z.array(dailyCloseVisitSchema),
  takenAtDesk: z.array(dailyCloseTakenAtDeskSchema),
  stylists: z.array(
    dailyCloseTotalsSchema.extend({ stylist: z.object({ _id: z.string(), name: z.string() }).nullable() }),
  ),
  totals: dailyCloseTotalsSchema,
  /** The totals of each branch with a visit or a fee that day, in the salon's order (docs/decisions/0045-branches.md). */
  branches: z
    .array(dailyCloseTotalsSchema.extend({ branch: z.object({ _id: z.string(), name: z.string() }) }))
    .optional(),
});
export type DailyClose = z.infer<typeof dailyCloseSchema>;

export const dailyCloseResponseSchema = successResponseSchema(z.object({ close: dailyCloseSchema }));
export type DailyCloseResponse = z.infer<typeof dailyCloseResponseSchema>;
