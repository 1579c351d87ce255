import { z } from 'zod';

/** The values of a message's placeholders (docs/decisions/0035-messages-by-id.md). */
// A catchall object rather than z.record: its JSON schema has no `propertyNames`, which the
// response serializer's strict schema compiler refuses with a warning on every answer.
const messageParamsSchema = z.object({}).catchall(z.union([z.string(), z.number()]));

/** docs/architecture.md#api-conventions: every failure has this shape. */
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  /** The failure in English, for clients that show text as it comes. */
  message: z.string(),
  /**
   * The same failure by id (its English template, docs/decisions/0035-messages-by-id.md) and the
   * values of its placeholders: the screens format these in the reader's language.
   */
  messageId: z.string().optional(),
  params: messageParamsSchema.optional(),
  /** Stable machine-readable name of the failure (docs/errors.md); clients branch on it. */
  code: z.string().optional(),
  error: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** docs/architecture.md#api-conventions: every success carries its payload under `data`. */
export function successResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    // The message by id, where the answer words one around a value (docs/decisions/0035-messages-by-id.md).
    messageId: z.string().optional(),
    params: messageParamsSchema.optional(),
    data,
  });
}

export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
