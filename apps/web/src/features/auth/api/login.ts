import type { LoginRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requireToken } from './auth-response.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';
import type { SignedIn } from './auth-response.ts';

export async function login(body: LoginRequest): Promise<SignedIn> {
  const { authAnswerSchema } = await loadAnswerSchemas();
  const answer = await apiRequest('/api/auth/login', { method: 'POST', body, schema: authAnswerSchema });
  return requireToken(answer);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
