import { adminBranchResponseSchema } from '@salon/contracts';
import type { CreateBranchRequest, UpdateBranchRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SaveBranchInput {
  /** Absent for a new branch. */
  id?: string | undefined;
  body: CreateBranchRequest | UpdateBranchRequest;
}

/** POST /api/admin/branches or PATCH /api/admin/branches/:id: the branch as saved, with the answer's message. */
export async function saveBranch({ id, body }: SaveBranchInput) {
  const answer = await apiRequest(id ? `/api/admin/branches/${id}` : '/api/admin/branches', {
    method: id ? 'PATCH' : 'POST',
    body,
    schema: adminBranchResponseSchema,
  });
  return { branch: answer.data.branch, message: answer.message };
}

/** The owner's list and every view's list of open branches (the switcher, the team page). */
export const refreshBranches = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'branches'] }),
    queryClient.invalidateQueries({ queryKey: ['branches'] }),
  ]);

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBranch, onSettled: () => refreshBranches(queryClient) });
}
