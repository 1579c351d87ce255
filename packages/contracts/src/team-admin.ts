import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';
import { branchMessages } from './messages/branches.ts';
import { teamAdminMessages as m } from './messages/team-admin.ts';
import { staffTranslationsSchema } from './staff.ts';

/** docs/architecture.md#team-admin: the owner's view of the team, its requests and answers. */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A shift's end may be midnight, written 24:00. */
const END_HH_MM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const nameField = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong);
const bioField = z.string({ error: m.bioTooLong }).trim().max(600, m.bioTooLong);
const translatedBio = z.object({ bio: bioField.optional() }, { error: m.bioTooLong });
/** Sinhala and Tamil bios as the owner sends them: an empty one clears it. */
export const staffTranslationsRequestSchema = z.object(
  { si: translatedBio.optional(), ta: translatedBio.optional() },
  { error: m.bioTooLong },
);

/** The branches a stylist works at, the whole set (docs/decisions/0045-branches.md). */
const branchIdsField = z
  .array(z.uuid(branchMessages.branchNotFound), { error: m.branchesRequired })
  .min(1, m.branchesRequired)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { error: m.branchesRequired });

export const createStaffRequestSchema = z.object({
  name: nameField,
  branchIds: branchIdsField.optional(),
  bio: bioField.optional(),
  translations: staffTranslationsRequestSchema.optional(),
  bookableOnline: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

export const updateStaffRequestSchema = createStaffRequestSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: m.nothingToChange });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** The services a stylist does, the whole set; a null or absent price or length takes the catalogue's. */
export const staffServicesRequestSchema = z.object({
  services: z
    .array(
      z.object({
        serviceId: z.uuid(m.serviceUnknown),
        price: z
          .number({ error: m.ownPriceInvalid })
          .int(m.ownPriceInvalid)
          .min(0, m.ownPriceInvalid)
          .max(1_000_000, m.ownPriceInvalid)
          .nullable()
          .optional(),
        averageTime: z
          .number({ error: m.ownLengthInvalid })
          .int(m.ownLengthInvalid)
          .min(5, m.ownLengthInvalid)
          .max(720, m.ownLengthInvalid)
          .nullable()
          .optional(),
      }),
    )
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.serviceId)).size === lines.length, {
      error: m.serviceTwice,
    }),
});
export type StaffServicesRequest = z.infer<typeof staffServicesRequestSchema>;

export const weeklyShiftSchema = z.object({
  /** 0 = Sunday ... 6 = Saturday, as the opening hours. */
  weekday: z
    .number({ error: m.shiftInvalid })
    .int(m.shiftInvalid)
    .min(0, m.shiftInvalid)
    .max(6, m.shiftInvalid),
  start: z.string({ error: m.shiftInvalid }).regex(HH_MM, m.shiftInvalid),
  end: z.string({ error: m.shiftInvalid }).regex(END_HH_MM, m.shiftInvalid),
  /** Where it is worked (docs/decisions/0045-branches.md); absent, the main branch. */
  branchId: z.uuid(m.shiftBranchNotWorked).optional(),
});
export type WeeklyShiftInput = z.infer<typeof weeklyShiftSchema>;

/** The whole week, replacing the shifts before; several a day make breaks. */
export const staffShiftsRequestSchema = z.object({
  shifts: z.array(weeklyShiftSchema).max(100),
});
export type StaffShiftsRequest = z.infer<typeof staffShiftsRequestSchema>;

/** An instant with its offset ('2026-12-01T09:00:00Z'), or a salon-local date and time ('2026-12-01T09:00'). */
const instantOrLocal = z
  .string({ error: m.timeOffInvalid })
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    m.timeOffInvalid,
  );

export const staffTimeOffRequestSchema = z.object({
  start: instantOrLocal,
  end: instantOrLocal,
  reason: z.string({ error: m.reasonTooLong }).trim().max(200, m.reasonTooLong).optional(),
});
export type StaffTimeOffRequest = z.infer<typeof staffTimeOffRequestSchema>;

export const moveBookingsRequestSchema = z.object({ toStaffId: z.uuid(m.staffNotFound) });
export type MoveBookingsRequest = z.infer<typeof moveBookingsRequestSchema>;

export const adminStaffServiceSchema = z.object({
  serviceId: z.string(),
  /** The stylist's own price and length; null takes the catalogue's. */
  price: z.number().int().nullable(),
  averageTime: z.number().int().nullable(),
});
export const adminShiftSchema = z.object({
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** The branch it is worked at (docs/decisions/0045-branches.md). */
  branchId: z.string().optional(),
});
export const adminTimeOffSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  reason: z.string().nullable(),
});
export type AdminTimeOff = z.infer<typeof adminTimeOffSchema>;

/** One stylist as the owner manages them. */
export const adminStaffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  translations: staffTranslationsSchema,
  bookableOnline: z.boolean(),
  position: z.number().int(),
  services: z.array(adminStaffServiceSchema),
  /** The branches they work at, in the salon's order (docs/decisions/0045-branches.md). */
  branchIds: z.array(z.string()).optional(),
  shifts: z.array(adminShiftSchema),
  /** Time off that has not ended yet, soonest first. */
  timeOff: z.array(adminTimeOffSchema),
  /** Live bookings still to come: while any, the stylist cannot be switched off. */
  futureBookings: z.number().int(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

export const adminStaffListResponseSchema = successResponseSchema(
  z.object({ staff: z.array(adminStaffMemberSchema) }),
);
export type AdminStaffListResponse = z.infer<typeof adminStaffListResponseSchema>;
export const adminStaffResponseSchema = successResponseSchema(z.object({ staff: adminStaffMemberSchema }));
export type AdminStaffResponse = z.infer<typeof adminStaffResponseSchema>;

/**
 * A visit still to come that a change of the stylist's shifts or time off would leave without
 * them: a booking (with its reference), or a hold a customer is paying for right now (null).
 */
export const stylistClashSchema = z.object({
  appointmentId: z.string().nullable(),
  reference: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
});
export type StylistClash = z.infer<typeof stylistClashSchema>;
export const stylistClashesSchema = z.object({ bookings: z.array(stylistClashSchema) });

/** A booking the colleague cannot take, and why: the details of a refused move. */
export const MOVE_REFUSAL_REASONS = ['services', 'shift', 'timeOff', 'busy'] as const;
export type MoveRefusalReason = (typeof MOVE_REFUSAL_REASONS)[number];
export const moveRefusalSchema = z.object({
  appointmentId: z.string(),
  reference: z.string(),
  date: z.string(),
  startTime: z.string(),
  reason: z.enum(MOVE_REFUSAL_REASONS),
});
export type MoveRefusal = z.infer<typeof moveRefusalSchema>;

export const moveBookingsResponseSchema = successResponseSchema(
  z.object({ moved: z.number().int(), staff: z.array(adminStaffMemberSchema) }),
);
export type MoveBookingsResponse = z.infer<typeof moveBookingsResponseSchema>;
