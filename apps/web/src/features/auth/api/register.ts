import { registerResponseSchema } from '@salon/contracts';
import type { RegisterRequest, RegisterResponse } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
