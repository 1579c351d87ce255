import { authResponseSchema, messageResponseSchema } from '@salon/contracts';
// The jitless setting must come with zod wherever zod is first loaded (src/lib/zod-jitless.ts).
import '../../../lib/zod-jitless.ts';

export { registerResponseSchema } from '@salon/contracts';
export { messageResponseSchema };

/**
 * Auth answers are parsed with the token optional so that a missing token surfaces as the
 * product's own 'Authentication token not received' rather than a generic contract failure.
 */
export const authAnswerSchema = authResponseSchema.partial({ token: true });

/** A reset's answer may come without a message: the screen says its own words then. */
export const resetAnswerSchema = messageResponseSchema.partial({ message: true });
