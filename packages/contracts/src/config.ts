import { z } from 'zod';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentsProvider: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ status: z.literal('success'), data: publicConfigSchema });
