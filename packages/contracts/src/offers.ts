import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { successResponseSchema } from './envelope.ts';
import { serviceTranslationsSchema, translationsRequestSchema } from './services.ts';

/** An included service's title in Sinhala and Tamil, where the owner gave one. */
const serviceTitleTranslationsSchema = z.object({
  si: z.object({ title: z.string() }).optional(),
  ta: z.object({ title: z.string() }).optional(),
});

export const offerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  discount: z.number().int(),
  image: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  services: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      /** Present only when the service has a title in another language. */
      translations: serviceTitleTranslationsSchema.optional(),
    }),
  ),
  type: z.literal('special_offer'),
  isActive: z.boolean(),
  /** The owner's Sinhala and Tamil title and description; present only when given (docs/architecture.md#languages). */
  translations: serviceTranslationsSchema.optional(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersResponseSchema = successResponseSchema(z.object({ offers: z.array(offerSchema) }));
export type OffersResponse = z.infer<typeof offersResponseSchema>;

export const offerResponseSchema = successResponseSchema(z.object({ offer: offerSchema }));
export type OfferResponse = z.infer<typeof offerResponseSchema>;

/** Multipart sends text fields: numbers and the service list arrive as strings. */
const serviceIds = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (!text.startsWith('['))
      return text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
    try {
      return JSON.parse(text);
    } catch {
      // Left as text, which the list schema below refuses with its own message.
      return text;
    }
  },
  z
    .array(z.uuid('Each service must be a service id'), { error: 'Services must be a list of service ids' })
    .min(1, 'Choose at least one service for the offer')
    .max(20, 'An offer can include at most 20 services'),
);

const offerFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000),
  originalPrice: z.coerce
    .number({ error: 'Original price must be a whole number of LKR' })
    .int('Original price must be a whole number of LKR')
    .min(1)
    .max(1_000_000),
  discount: z.coerce
    .number({ error: 'Discount must be a whole percent from 1 to 99' })
    .int('Discount must be a whole percent from 1 to 99')
    .min(1, 'Discount must be a whole percent from 1 to 99')
    .max(99, 'Discount must be a whole percent from 1 to 99'),
  startDate: isoDateSchema(),
  endDate: isoDateSchema(),
  services: serviceIds,
  /** Multipart: the set as JSON text; replaces the whole set when given. */
  translations: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        // Left as text, which the schema refuses with its own message.
        return value;
      }
    }, translationsRequestSchema)
    .optional(),
};

const endNotBeforeStart = (offer: { startDate?: string; endDate?: string }) =>
  !offer.startDate || !offer.endDate || offer.startDate <= offer.endDate;

export const createOfferRequestSchema = z
  .object(offerFields)
  .refine(endNotBeforeStart, { message: 'The end date cannot be before the start date', path: ['endDate'] });
export type CreateOfferRequest = z.input<typeof createOfferRequestSchema>;

export const updateOfferRequestSchema = z
  .object(offerFields)
  .partial()
  .refine(endNotBeforeStart, { message: 'The end date cannot be before the start date', path: ['endDate'] });
export type UpdateOfferRequest = z.input<typeof updateOfferRequestSchema>;
