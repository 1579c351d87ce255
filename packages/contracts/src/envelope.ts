import { z } from 'zod';

/** docs/architecture.md#api-conventions: every failure has this shape. */
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  /** Stable machine-readable name of the failure (docs/errors.md); clients branch on it. */
  code: z.string().optional(),
  error: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** docs/architecture.md#api-conventions: every success carries its payload under `data`. */
export function successResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
