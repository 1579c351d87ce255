import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';
import { branchMessages as m } from './messages/branches.ts';

/**
 * The branch a customer books at (docs/decisions/0045-branches.md); absent means the main branch,
 * so a salon with one branch and an older client work unchanged. An unknown id is not found.
 */
export const branchIdSchema = z.uuid(m.branchNotFound).optional();

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** GET /api/branches: a branch as customers see it, in the salon's order (the main one first). */
export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** Index 0 = Sunday ... 6 = Saturday; null = closed that weekday. */
  hours: z.array(z.object({ open: time, close: time }).nullable()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchesResponseSchema = successResponseSchema(z.object({ branches: z.array(branchSchema) }));
export type BranchesResponse = z.infer<typeof branchesResponseSchema>;

/** Where an appointment is, as its answers carry it. */
export const appointmentBranchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export type AppointmentBranch = z.infer<typeof appointmentBranchSchema>;

/** GET /api/staff?branchId=: the stylists working at that branch (absent: the main branch). */
export const staffListQuerySchema = z.object({ branchId: branchIdSchema });
