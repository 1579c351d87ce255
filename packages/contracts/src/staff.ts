import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';
import { staffMessages as m } from './messages/staff.ts';

/** docs/decisions/0036-stylists.md: a stylist's bio in one other language; empty shows the English. */
export const staffTextsSchema = z.object({ bio: z.string().max(600).optional() });
export const staffTranslationsSchema = z.object({
  si: staffTextsSchema.optional(),
  ta: staffTextsSchema.optional(),
});
export type StaffTranslations = z.infer<typeof staffTranslationsSchema>;

/**
 * The stylist a customer asks for; absent means "Anyone available" (the salon assigns by the
 * rule in docs/decisions/0036-stylists.md). An unknown or not bookable id is not found.
 */
export const staffIdSchema = z.uuid(m.staffNotFound).optional();

/** A service as one stylist does it: their own price and length, or the catalogue's. */
export const staffServiceSchema = z.object({
  _id: z.string(),
  price: z.number().int(),
  averageTime: z.number().int(),
});

/** GET /api/staff: a stylist customers can book, with the services they do. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  /** Present only when the owner gave a bio in another language. */
  translations: staffTranslationsSchema.optional(),
  services: z.array(staffServiceSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = successResponseSchema(z.object({ staff: z.array(staffMemberSchema) }));
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** Who does an appointment, as its answers carry it; null in a salon with no team. */
export const appointmentStaffSchema = z.object({ _id: z.string(), name: z.string() });
export type AppointmentStaff = z.infer<typeof appointmentStaffSchema>;
