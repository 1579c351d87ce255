import { z } from 'zod';
import { catalogueAdminMessages } from './catalogue-admin-messages.ts';
import { branchIdSchema } from './branches.ts';
import { successResponseSchema } from './envelope.ts';

export const SERVICE_CATEGORIES = ['hair', 'nail', 'facial', 'makeup'] as const;

/** docs/product.md#3: categories are compared case-insensitively. */
export const serviceCategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SERVICE_CATEGORIES, { error: 'Category must be hair, nail, facial or makeup' }),
);
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The owner's title and description in one other language; an empty or missing text shows the English. */
export const serviceTextsSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
});
/** Sinhala and Tamil texts of a service (docs/architecture.md#languages). */
export const serviceTranslationsSchema = z.object({
  si: serviceTextsSchema.optional(),
  ta: serviceTextsSchema.optional(),
});
export type ServiceTranslations = z.infer<typeof serviceTranslationsSchema>;

/**
 * A booked service as the back office, the daily close and the waitlist list it: the English
 * title, how many, and the owner's Sinhala and Tamil titles as booked (absent when none), so each
 * screen names it in the viewer's language (docs/architecture.md#languages).
 */
export const bookedServiceLineSchema = z.object({
  title: z.string(),
  quantity: z.number().int(),
  translations: serviceTranslationsSchema.optional(),
});
export type BookedServiceLine = z.infer<typeof bookedServiceLineSchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  price: z.number().int(),
  averageTime: z.number().int(),
  thumbnail: z.string().nullable(),
  /** One person takes it once per visit (a haircut): the cart holds at most one, with no quantity. */
  bookableOnce: z.boolean(),
  /** Present only when the owner gave at least one translation. */
  translations: serviceTranslationsSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesResponseSchema = successResponseSchema(z.object({ services: z.array(serviceSchema) }));
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/**
 * GET /api/services/get-services?branchId=: only the services that branch offers, at its own
 * prices (docs/decisions/0045-branches.md); absent, the salon's whole catalogue at its prices.
 */
export const servicesQuerySchema = z.object({ branchId: branchIdSchema });

export const serviceResponseSchema = successResponseSchema(z.object({ service: serviceSchema }));

const translatedTextsInput = z.object(
  {
    title: z
      .string({ error: catalogueAdminMessages.translatedTitleTooLong })
      .trim()
      .max(120, catalogueAdminMessages.translatedTitleTooLong)
      .optional(),
    description: z
      .string({ error: catalogueAdminMessages.translatedDescriptionTooLong })
      .trim()
      .max(2000, catalogueAdminMessages.translatedDescriptionTooLong)
      .optional(),
  },
  { error: catalogueAdminMessages.translationsInvalid },
);

/** The owner's Sinhala and Tamil texts as a request sends them: the whole set, empty texts clear one. */
export const translationsRequestSchema = z.object(
  { si: translatedTextsInput.optional(), ta: translatedTextsInput.optional() },
  { error: catalogueAdminMessages.translationsInvalid },
);

const serviceFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000),
  category: serviceCategorySchema,
  price: z.coerce
    .number({ error: 'Price must be a whole number of LKR' })
    .int('Price must be a whole number of LKR')
    .min(0)
    .max(1_000_000),
  averageTime: z.coerce
    .number({ error: 'Duration must be between 5 and 600 minutes' })
    .int()
    .min(5, 'Duration must be between 5 and 600 minutes')
    .max(600, 'Duration must be between 5 and 600 minutes'),
  thumbnail: z.string().trim().max(500).nullable().optional(),
  bookableOnce: z.boolean({ error: 'Booked once per visit is true or false' }).optional(),
  /** Replaces the whole set when given; empty texts clear a translation. */
  translations: translationsRequestSchema.optional(),
};

/** Admin: a new service. `duration` is accepted for `averageTime` (docs/product.md#3). */
export const createServiceRequestSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('averageTime' in body) && 'duration' in body
      ? { ...body, averageTime: (body as { duration: unknown }).duration }
      : body,
  z.object(serviceFields),
);
export type CreateServiceRequest = z.input<typeof createServiceRequestSchema>;

/** Admin: any of the fields, and `hidden` to take a service out of the catalogue or bring it back. */
export const updateServiceRequestSchema = z
  .object({ ...serviceFields, hidden: z.boolean({ error: 'Hidden is true or false' }) })
  .partial();
export type UpdateServiceRequest = z.input<typeof updateServiceRequestSchema>;
