import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { appointmentMessages, waitlistMessages as m } from './messages.ts';
import { branchIdSchema } from './branches.ts';
import { staffIdSchema } from './staff.ts';
import { bookedServiceLineSchema } from './services.ts';

/** The waitlist's calls (docs/decisions/0042-waitlist.md). */

export const MAX_WAITLIST_WINDOWS = 5;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_HH_MM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A date and a range of start times the customer could come in, salon-local. */
export const waitlistWindowSchema = z
  .object({
    date: z
      .string({ error: appointmentMessages.dateRequired })
      .min(1, appointmentMessages.dateRequired)
      .pipe(isoDateSchema(appointmentMessages.invalidDate)),
    from: z.string({ error: m.windowTimesInvalid }).regex(HH_MM, m.windowTimesInvalid),
    to: z.string({ error: m.windowTimesInvalid }).regex(END_HH_MM, m.windowTimesInvalid),
  })
  .strict()
  .refine((w) => w.from < w.to, { error: m.windowTimesInvalid, path: ['to'] });
export type WaitlistWindow = z.infer<typeof waitlistWindowSchema>;

export const joinWaitlistRequestSchema = z
  .object({
    windows: z
      .array(waitlistWindowSchema, { error: m.windowsRequired })
      .min(1, m.windowsRequired)
      .max(MAX_WAITLIST_WINDOWS, m.tooManyWindows)
      // The same window twice waits for nothing more: refused at the copy, where the form marks it.
      .superRefine((windows, context) => {
        windows.forEach((w, index) => {
          if (windows.findIndex((o) => o.date === w.date && o.from === w.from && o.to === w.to) < index)
            context.addIssue({ code: 'custom', message: m.windowDuplicate, path: [index, 'date'] });
        });
      }),
    services: z
      .array(
        z
          .object({
            _id: z.uuid(appointmentMessages.serviceIdRequired),
            quantity: z.number().int().min(1).max(10).default(1),
          })
          .strip(),
        { error: m.servicesRequired },
      )
      .min(1, m.servicesRequired)
      .max(30, m.servicesRequired),
    /** docs/decisions/0036-stylists.md: absent means anyone available. */
    staffId: staffIdSchema,
    /**
     * The branch the customer waits at; absent means any branch (docs/decisions/0042-waitlist.md).
     * Unknown is not found, a closed one refused.
     */
    branchId: branchIdSchema,
  })
  .strict();
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

export const waitlistOfferSchema = z.object({
  _id: z.string(),
  entryId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  staffId: z.string().nullable(),
  /** Null once the offer was booked. */
  holdExpiresAt: z.string().nullable(),
  bookingFeeLkr: z.number(),
  /**
   * The services the entry waited for, as the hold books them: at the branch's (or the
   * stylist's) prices and lengths, whatever the customer's cart holds.
   */
  services: z.array(
    bookedServiceLineSchema.extend({
      serviceId: z.string(),
      priceLkr: z.number(),
      durationMinutes: z.number(),
    }),
  ),
  /** The branch the time is held at: the checkout switches to it (docs/decisions/0042-waitlist.md). */
  branchId: z.string(),
  /** The branch's name, with two or more open branches; else null. */
  branchName: z.string().nullable().optional(),
  /** The page the link leads to; present only to the customer the offer is for. */
  claimPath: z.string().optional(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  windows: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
  services: z.array(bookedServiceLineSchema.extend({ serviceId: z.string() })),
  durationMinutes: z.number(),
  staffId: z.string().nullable(),
  branchId: z.string().nullable(),
  /** The branch's name; null: any branch. */
  branchName: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const joinWaitlistResponseSchema = successResponseSchema(z.object({ entry: waitlistEntrySchema }));
export const myWaitlistResponseSchema = successResponseSchema(
  z.object({ entries: z.array(waitlistEntrySchema), offers: z.array(waitlistOfferSchema) }),
);
export type MyWaitlist = z.infer<typeof myWaitlistResponseSchema>['data'];

/** The offer behind a link, for the checkout (GET /api/waitlist/offers/:token). */
export const waitlistOfferResponseSchema = successResponseSchema(z.object({ offer: waitlistOfferSchema }));

export const adminWaitlistQuerySchema = z.object({
  date: z
    .string({ error: appointmentMessages.dateRequired })
    .min(1, appointmentMessages.dateRequired)
    .pipe(isoDateSchema(appointmentMessages.invalidDate)),
  /** Only the entries waiting at this branch or at any (docs/decisions/0042-waitlist.md). */
  branchId: branchIdSchema,
});

export const adminWaitlistResponseSchema = successResponseSchema(
  z.object({
    date: z.string(),
    entries: z.array(waitlistEntrySchema.extend({ customerName: z.string(), hasLiveOffer: z.boolean() })),
    offers: z.array(
      waitlistOfferSchema.extend({ customerName: z.string(), status: z.enum(['held', 'booked', 'ended']) }),
    ),
    /** Cancellations made more than 24 hours ahead in the 30 days to this date, and how many an offer booked. */
    fillRate: z.object({ from: z.string(), to: z.string(), cancelled: z.number(), filled: z.number() }),
    offerMinutes: z.number(),
  }),
);
export type AdminWaitlist = z.infer<typeof adminWaitlistResponseSchema>['data'];

export const adminOfferRequestSchema = z
  .object({
    date: adminWaitlistQuerySchema.shape.date,
    startTime: z
      .string({ error: appointmentMessages.selectDateAndTime })
      .regex(HH_MM, appointmentMessages.selectDateAndTime),
    /**
     * Where the offer is made (docs/decisions/0049-branch-manager.md): absent, the entry's own
     * branch, or any for an entry waiting at any; a branch manager's is always theirs.
     */
    branchId: branchIdSchema,
  })
  .strict();
export type AdminOfferRequest = z.input<typeof adminOfferRequestSchema>;
export const adminOfferResponseSchema = successResponseSchema(z.object({ offer: waitlistOfferSchema }));

/** How long an offer holds its time, 10 to 30 minutes (the owner's setting). */
export const waitlistSettingsRequestSchema = z
  .object({
    offerMinutes: z
      .number({ error: m.offerMinutesRange })
      .int(m.offerMinutesRange)
      .min(10, m.offerMinutesRange)
      .max(30, m.offerMinutesRange),
  })
  .strict();
export type WaitlistSettingsRequest = z.input<typeof waitlistSettingsRequestSchema>;
export const waitlistSettingsResponseSchema = successResponseSchema(z.object({ offerMinutes: z.number() }));
