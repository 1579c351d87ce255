import { authMessages } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { ApiError } from '../../../lib/api-error.ts';

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
