import { authResponseSchema } from '@salon/contracts';
// The jitless setting must come with zod wherever zod is first loaded (src/lib/zod-jitless.ts).
import '../../../lib/zod-jitless.ts';

export { messageResponseSchema, registerResponseSchema } from '@salon/contracts';

/**
 * Auth answers are parsed with the token optional so that a missing token surfaces as the
 * product's own 'Authentication token not received' rather than a generic contract failure.
 */
export const authAnswerSchema = authResponseSchema.partial({ token: true });
