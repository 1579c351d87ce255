import type { LoginRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authAnswerSchema, requireToken } from './auth-response.ts';
import type { SignedIn } from './auth-response.ts';

export async function login(body: LoginRequest): Promise<SignedIn> {
  const answer = await apiRequest('/api/auth/login', { method: 'POST', body, schema: authAnswerSchema });
  return requireToken(answer);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
