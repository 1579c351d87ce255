import { authMessages, authResponseSchema } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * Auth answers are parsed with the token optional so that a missing token surfaces as the
 * product's own 'Authentication token not received' rather than a generic contract failure.
 */
export const authAnswerSchema = authResponseSchema.partial({ token: true });

export interface SignedIn {
  token: string;
  user: User;
  message: string | undefined;
}

export function requireToken(answer: { token?: string; message?: string; data: { user: User } }): SignedIn {
  if (!answer.token) {
    throw new ApiError({ code: 'INVALID_RESPONSE', status: 200, message: authMessages.tokenNotReceived });
  }
  return { token: answer.token, user: answer.data.user, message: answer.message };
}
