import { messageResponseSchema } from '@salon/contracts';
import type { UpdatePasswordRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const updateAnswerSchema = messageResponseSchema.partial({ message: true });

export async function updatePassword(body: UpdatePasswordRequest): Promise<string | undefined> {
  const answer = await apiRequest('/api/auth/update-password', {
    method: 'PATCH',
    body,
    schema: updateAnswerSchema,
  });
  return answer.message;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
