import { configResponseSchema, galleryImageSchema, successResponseSchema } from '@salon/contracts';
import { z } from 'zod';

/** What the OpenAPI document adds to a route whose own schema leaves it out. */
export interface ExtraRouteSchemas {
  /** Replies the route sends without a response schema, by status code. */
  response?: Record<number, z.ZodType>;
  /** Request bodies by media type, as JSON schemas: multipart forms are read in the handler, never validated by the route. */
  body?: Record<string, { schema: Record<string, unknown> }>;
}

const imageFile = { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image' };

const offerFields = {
  title: { type: 'string', maxLength: 120 },
  description: { type: 'string', maxLength: 2000 },
  originalPrice: { type: 'integer', minimum: 1, description: 'LKR' },
  discount: { type: 'integer', minimum: 1, maximum: 99, description: 'Percent off' },
  startDate: { type: 'string', format: 'date' },
  endDate: { type: 'string', format: 'date' },
  services: { type: 'string', description: 'JSON list of the offer’s service ids, e.g. ["<uuid>"]' },
  image: imageFile,
};
const offerRequired = [
  'title',
  'description',
  'originalPrice',
  'discount',
  'startDate',
  'endDate',
  'services',
];

const multipart = (schema: Record<string, unknown>) => ({ 'multipart/form-data': { schema } });

/** Keyed by `METHOD /full/url` as the app registers it. */
export const undocumentedByZod: Record<string, ExtraRouteSchemas> = {
  'GET /api/config/': { response: { 200: configResponseSchema } },
  'POST /api/users/upload': {
    body: {
      ...multipart({ type: 'object', required: ['profileImage'], properties: { profileImage: imageFile } }),
      'application/json': {
        schema: {
          type: 'object',
          required: ['imageUrl'],
          properties: {
            imageUrl: { type: 'string', description: 'An image already uploaded here (/uploads/…)' },
          },
        },
      },
    },
  },
  'POST /api/special-offers/': {
    body: multipart({ type: 'object', required: offerRequired, properties: offerFields }),
  },
  'PATCH /api/special-offers/:id': {
    body: multipart({ type: 'object', properties: offerFields, description: 'Only the fields to change' }),
  },
  'POST /api/gallery/': {
    body: multipart({
      type: 'object',
      required: ['caption', 'image'],
      properties: {
        caption: { type: 'string', maxLength: 80 },
        branchId: {
          type: 'string',
          format: 'uuid',
          description: 'The branch the photo was taken at; empty or absent: every branch',
        },
        image: imageFile,
      },
    }),
    response: { 201: successResponseSchema(z.object({ image: galleryImageSchema })) },
  },
  // Sent as text/csv, an attachment (docs/decisions/0041-customers-and-merge.md).
  'GET /api/admin/daily-close.csv': {
    response: {
      200: z
        .string()
        .describe(
          'The daily close as CSV (text/csv): UTF-8 with a byte order mark, every cell quoted, a formula-like cell prefixed with a single quote',
        ),
    },
  },
};
