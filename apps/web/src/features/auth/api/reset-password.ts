import type { ResetPasswordRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';

export interface ResetPasswordInput {
  token: string;
  body: ResetPasswordRequest;
}

export async function resetPassword({ token, body }: ResetPasswordInput): Promise<void> {
  const { resetAnswerSchema } = await loadAnswerSchemas();
  await apiRequest(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body,
    schema: resetAnswerSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
