import { messageResponseSchema } from '@salon/contracts';
import type { MessageResponse, ResendOtpRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendOtp(body: ResendOtpRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/resend-otp', { method: 'POST', body, schema: messageResponseSchema });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
