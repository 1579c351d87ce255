import { staffAccountResponseSchema } from '@salon/contracts';
import type { StaffAccount, StaffAccountResponse } from '@salon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A stylist's own sign-in (docs/decisions/0039-staff-accounts.md), or null when they have none. */
export async function getStylistAccount(id: string, signal?: AbortSignal): Promise<StaffAccount> {
  const answer = await apiRequest(`/api/admin/staff/${id}/account`, {
    schema: staffAccountResponseSchema,
    signal,
  });
  return answer.data.account;
}

const accountKey = (id: string) => ['admin', 'staff', id, 'account'] as const;

export function useStylistAccount(id: string) {
  return useQuery({ queryKey: accountKey(id), queryFn: ({ signal }) => getStylistAccount(id, signal) });
}

/** Gives the stylist a sign-in: the server mails them a link to choose a password. */
export const giveStylistSignIn = ({
  id,
  email,
}: {
  id: string;
  email: string;
}): Promise<StaffAccountResponse> =>
  apiRequest(`/api/admin/staff/${id}/account`, {
    method: 'POST',
    body: { email },
    schema: staffAccountResponseSchema,
  });

/** Takes the sign-in away: the stylist's sessions end, they stay on the team. */
export const removeStylistSignIn = ({ id }: { id: string }): Promise<StaffAccountResponse> =>
  apiRequest(`/api/admin/staff/${id}/account`, { method: 'DELETE', schema: staffAccountResponseSchema });

export function useGiveStylistSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveStylistSignIn,
    onSettled: (_answer, _error, { id }) => queryClient.invalidateQueries({ queryKey: accountKey(id) }),
  });
}

export function useRemoveStylistSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStylistSignIn,
    onSettled: (_answer, _error, { id }) => queryClient.invalidateQueries({ queryKey: accountKey(id) }),
  });
}
