import { z } from 'zod';
import { bookingFeeLkrSchema, salonProfileAnswerSchema } from './admin.ts';

/** GET /api/config: what the browser needs to know about this deployment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentsProvider: z.enum(['sandbox', 'stripe', 'payhere']),
  stripePublishableKey: z.string().nullable(),
  /** The salon's name and contact details as the owner set them (GET /api/admin/salon-profile). */
  salon: salonProfileAnswerSchema,
  /** Whether the booking fee comes off the bill at the salon (a booking rule the owner sets). */
  feeDeductedAtSalon: z.boolean(),
  /** The booking fee a booking pays now (the owner's setting, docs/product.md#9). */
  bookingFeeLkr: bookingFeeLkrSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ status: z.literal('success'), data: publicConfigSchema });
