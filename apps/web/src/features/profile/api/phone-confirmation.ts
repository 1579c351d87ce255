import { messageResponseSchema, userResponseSchema } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Texts a code to the profile's saved phone (docs/architecture.md#phone-confirmation). */
export async function sendPhoneCode(): Promise<string> {
  const answer = await apiRequest('/api/users/phone/send-code', {
    method: 'POST',
    schema: messageResponseSchema,
  });
  return answer.message;
}

export async function confirmPhone(code: string): Promise<{ user: User; message: string | undefined }> {
  const answer = await apiRequest('/api/users/phone/confirm', {
    method: 'POST',
    body: { code },
    schema: userResponseSchema,
  });
  return { user: answer.data.user, message: answer.message };
}

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

/** `onUserSaved` hands the confirmed user to the session, as a saved profile does. */
export function useConfirmPhone(onUserSaved: (user: User) => void) {
  return useMutation({ mutationFn: confirmPhone, onSuccess: ({ user }) => onUserSaved(user) });
}
