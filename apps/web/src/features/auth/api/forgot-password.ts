import type { ForgotPasswordRequest, MessageResponse } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';

export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  const { messageResponseSchema } = await loadAnswerSchemas();
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
