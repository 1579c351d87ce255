import type { MessageResponse } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const logoutAnswerSchema = envelopeWith<Partial<MessageResponse>>();

export async function logout(): Promise<void> {
  // A 401 here means the session is already gone, which is what logging out wants.
  await apiRequest('/api/auth/logout', { schema: logoutAnswerSchema, notifyUnauthorized: false });
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
