import type { RegisterRequest, RegisterResponse } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const { registerResponseSchema } = await loadAnswerSchemas();
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
