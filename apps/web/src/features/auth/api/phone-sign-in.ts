import type { MessageResponse, PhoneStartRequest, PhoneVerifyRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requireToken } from './auth-response.ts';
import type { SignedIn } from './auth-response.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';

/** Texts a sign-in code to the number (docs/decisions/0029-sign-in-by-mobile.md). */
export async function startPhoneSignIn(body: PhoneStartRequest): Promise<MessageResponse> {
  const { messageResponseSchema } = await loadAnswerSchemas();
  return apiRequest('/api/auth/phone/start', { method: 'POST', body, schema: messageResponseSchema });
}

/** The code signs in, or makes the account (with `name`); NAME_REQUIRED asks for the name first. */
export async function verifyPhoneSignIn(body: PhoneVerifyRequest): Promise<SignedIn> {
  const { authAnswerSchema } = await loadAnswerSchemas();
  const answer = await apiRequest('/api/auth/phone/verify', {
    method: 'POST',
    body,
    schema: authAnswerSchema,
  });
  return requireToken(answer);
}

export function useStartPhoneSignIn() {
  return useMutation({ mutationFn: startPhoneSignIn });
}

export function useVerifyPhoneSignIn() {
  return useMutation({ mutationFn: verifyPhoneSignIn });
}
