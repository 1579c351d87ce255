import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { successResponseSchema } from './envelope.ts';
import { branchMessages } from './messages/branches.ts';
import { managerMessages as m } from './messages/managers.ts';

/**
 * The owner's branch managers (docs/decisions/0049-branch-manager.md): an existing customer
 * account is made the manager of one branch, and made a customer again.
 */
export const appointManagerRequestSchema = z.object({
  email: emailSchema,
  branchId: z.uuid(branchMessages.branchNotFound),
});
export type AppointManagerRequest = z.input<typeof appointManagerRequestSchema>;

export const managerIdParamsSchema = z.object({ id: z.uuid(m.notAManager) });

export const managerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  branch: z.object({ _id: z.string(), name: z.string() }),
});
export type Manager = z.infer<typeof managerSchema>;

export const managersResponseSchema = successResponseSchema(z.object({ managers: z.array(managerSchema) }));
export type ManagersResponse = z.infer<typeof managersResponseSchema>;

export const managerResponseSchema = successResponseSchema(z.object({ manager: managerSchema }));
export type ManagerResponse = z.infer<typeof managerResponseSchema>;
