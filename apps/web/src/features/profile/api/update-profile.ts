import { userResponseSchema } from '@salon/contracts';
import type { UpdateProfileRequest, User } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UpdatedProfile {
  user: User;
  message: string | undefined;
}

export async function updateProfile(body: UpdateProfileRequest): Promise<UpdatedProfile> {
  const answer = await apiRequest('/api/users/profile', { method: 'PUT', body, schema: userResponseSchema });
  return { user: answer.data.user, message: answer.message };
}

/** `onUserSaved` hands the stored user to whoever shows it elsewhere (the page passes the session's). */
export function useUpdateProfile(onUserSaved: (user: User) => void) {
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => onUserSaved(user) });
}
