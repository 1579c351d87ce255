import { z } from 'zod';
import { ROLES } from './roles.ts';

export const roleSchema = z.enum(ROLES);

/** The user as every client sees it: never a hash, never a provider id. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  // null: an account made by mobile number (docs/product.md, deliberate departures).
  email: z.string().nullable(),
  role: roleSchema,
  /** The one branch a manager runs; null for every other role. */
  branchId: z.string().nullable().optional(),
  isVerified: z.boolean(),
  phone: z.string().nullable(),
  // Whether the customer confirmed the phone with a texted code (docs/architecture.md#phone-confirmation).
  phoneConfirmed: z.boolean().optional(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
