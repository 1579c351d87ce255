import { userResponseSchema } from '@salon/contracts';
import type { UpdateProfileRequest, User } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshSessionUser } from '../hooks/use-refresh-session-user.ts';

export interface UpdatedProfile {
  user: User;
  message: string | undefined;
}

export async function updateProfile(body: UpdateProfileRequest): Promise<UpdatedProfile> {
  const answer = await apiRequest('/api/users/profile', { method: 'PUT', body, schema: userResponseSchema });
  return { user: answer.data.user, message: answer.message };
}

export function useUpdateProfile() {
  const refreshSessionUser = useRefreshSessionUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => refreshSessionUser(user) });
}
