import { messageResponseSchema, userResponseSchema } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Mails a code to the address an account made by mobile number adds (docs/decisions/0029-sign-in-by-mobile.md). */
export async function sendEmailCode(email: string): Promise<void> {
  await apiRequest('/api/users/email/send-code', {
    method: 'POST',
    body: { email },
    schema: messageResponseSchema,
  });
}

export async function confirmEmail(code: string): Promise<{ user: User; message: string | undefined }> {
  const answer = await apiRequest('/api/users/email/confirm', {
    method: 'POST',
    body: { code },
    schema: userResponseSchema,
  });
  return { user: answer.data.user, message: answer.message };
}

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

/** `onUserSaved` hands the user with their new address to the session, as a saved profile does. */
export function useConfirmEmail(onUserSaved: (user: User) => void) {
  return useMutation({ mutationFn: confirmEmail, onSuccess: ({ user }) => onUserSaved(user) });
}
