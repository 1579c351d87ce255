import type { VerifyEmailRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requireToken } from './auth-response.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';
import type { SignedIn } from './auth-response.ts';

export async function verifyEmail(body: VerifyEmailRequest): Promise<SignedIn> {
  const { authAnswerSchema } = await loadAnswerSchemas();
  const answer = await apiRequest('/api/auth/verify-email', {
    method: 'POST',
    body,
    schema: authAnswerSchema,
  });
  return requireToken(answer);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
