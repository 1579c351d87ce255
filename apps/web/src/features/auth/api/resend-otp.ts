import type { MessageResponse, ResendOtpRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';

export async function resendOtp(body: ResendOtpRequest): Promise<MessageResponse> {
  const { messageResponseSchema } = await loadAnswerSchemas();
  return apiRequest('/api/auth/resend-otp', { method: 'POST', body, schema: messageResponseSchema });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
