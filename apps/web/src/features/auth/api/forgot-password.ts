import { messageResponseSchema } from '@salon/contracts';
import type { ForgotPasswordRequest, MessageResponse } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
