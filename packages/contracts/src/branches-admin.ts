import { z } from 'zod';
import { bookingFeeLkrSchema, salonMapUrlMessage, salonWhatsAppMessage } from './admin.ts';
import { branchSchema } from './branches.ts';
import { successResponseSchema } from './envelope.ts';
import { canonicalHttpsLink } from './https-link.ts';
import { branchAdminMessages as m } from './messages/branches-admin.ts';
import { validationMessages } from './messages/validation.ts';

/** docs/decisions/0045-branches.md: the owner's Branches page, its requests and answers. */

const time = z.string({ error: m.hoursInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.hoursInvalid);
const weekdayHours = z
  .object({ open: time, close: time }, { error: m.hoursInvalid })
  .refine((hours) => hours.open < hours.close, { error: m.hoursInvalid, path: ['close'] })
  .nullable();

const latitude = z.number({ error: m.placeInvalid }).min(-90, m.placeInvalid).max(90, m.placeInvalid);
const longitude = z.number({ error: m.placeInvalid }).min(-180, m.placeInvalid).max(180, m.placeInvalid);

/** A service the branch offers, at its own price (null: the catalogue's). */
export const branchServiceSchema = z.object({
  serviceId: z.uuid(m.serviceUnknown),
  priceLkr: z
    .number({ error: m.ownPriceInvalid })
    .int(m.ownPriceInvalid)
    .min(0, m.ownPriceInvalid)
    .max(1_000_000, m.ownPriceInvalid)
    .nullable(),
});

/** Every field the owner sets; phone and WhatsApp are checked as Sri Lankan numbers by the server. */
const branchFields = {
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  address: z.string({ error: m.addressTooLong }).trim().max(200, m.addressTooLong).nullable(),
  /** Public pages link to it: https only, as the salon's own map link. */
  mapUrl: z
    .string({ error: salonMapUrlMessage })
    .trim()
    .refine((link) => canonicalHttpsLink(link) !== undefined, salonMapUrlMessage)
    .nullable(),
  phone: z
    .string({ error: validationMessages.salonPhone })
    .trim()
    .max(30, validationMessages.salonPhone)
    .nullable(),
  whatsapp: z.string({ error: salonWhatsAppMessage }).trim().max(30, salonWhatsAppMessage).nullable(),
  /** Index 0 = Sunday ... 6 = Saturday; null = closed that weekday. */
  hours: z.array(weekdayHours, { error: m.hoursInvalid }).length(7, m.hoursInvalid),
  chairs: z
    .number({ error: m.chairsInvalid })
    .int(m.chairsInvalid)
    .min(1, m.chairsInvalid)
    .max(50, m.chairsInvalid),
  /** Null: the salon's fee. */
  bookingFeeLkr: bookingFeeLkrSchema.nullable(),
  /** For "Nearest first" on the booking page; both or neither. */
  lat: latitude.nullable(),
  lng: longitude.nullable(),
  /** The first open branch in this order is the main one. */
  position: z
    .number({ error: m.positionInvalid })
    .int(m.positionInvalid)
    .min(0, m.positionInvalid)
    .max(10_000, m.positionInvalid),
  /** The whole set of services offered there. */
  services: z
    .array(branchServiceSchema, { error: m.serviceUnknown })
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.serviceId)).size === lines.length, {
      error: m.serviceTwice,
    }),
};

const placeGivenInPairs = (body: { lat?: number | null; lng?: number | null }) =>
  (body.lat === undefined) === (body.lng === undefined) && (body.lat === null) === (body.lng === null);

/** POST /api/admin/branches: a name, hours and chairs; services absent: every service, at its price. */
export const createBranchRequestSchema = z
  .object({
    name: branchFields.name,
    address: branchFields.address.optional(),
    mapUrl: branchFields.mapUrl.optional(),
    phone: branchFields.phone.optional(),
    whatsapp: branchFields.whatsapp.optional(),
    hours: branchFields.hours,
    chairs: branchFields.chairs,
    bookingFeeLkr: branchFields.bookingFeeLkr.optional(),
    lat: branchFields.lat.optional(),
    lng: branchFields.lng.optional(),
    position: branchFields.position.optional(),
    services: branchFields.services.optional(),
  })
  .refine(placeGivenInPairs, { error: m.placeInvalid, path: ['lat'] });
export type CreateBranchRequest = z.infer<typeof createBranchRequestSchema>;

/** PATCH /api/admin/branches/:id: the fields it names. */
export const updateBranchRequestSchema = z
  .object(branchFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: m.nothingToChange })
  .refine(placeGivenInPairs, { error: m.placeInvalid, path: ['lat'] });
export type UpdateBranchRequest = z.infer<typeof updateBranchRequestSchema>;

export const branchParamsSchema = z.object({ id: z.uuid(m.branchNotFound) });

/** A branch as the owner sees it: closed ones too, which one is the main branch, what it offers. */
export const adminBranchSchema = branchSchema.extend({
  chairs: z.number().int(),
  bookingFeeLkr: z.number().int().nullable(),
  position: z.number().int(),
  isMain: z.boolean(),
  closedAt: z.string().nullable(),
  services: z.array(z.object({ serviceId: z.string(), priceLkr: z.number().int().nullable() })),
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;

export const adminBranchesResponseSchema = successResponseSchema(
  z.object({ branches: z.array(adminBranchSchema) }),
);
export const adminBranchResponseSchema = successResponseSchema(z.object({ branch: adminBranchSchema }));
