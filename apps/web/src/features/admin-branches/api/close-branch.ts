import { adminBranchResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshBranches } from './save-branch.ts';

/**
 * POST /api/admin/branches/:id/close: refused (409) for the main branch and while the branch
 * has bookings to come, the message naming how many.
 */
export async function closeBranch(id: string) {
  const answer = await apiRequest(`/api/admin/branches/${id}/close`, {
    method: 'POST',
    schema: adminBranchResponseSchema,
  });
  return { branch: answer.data.branch, message: answer.message };
}

export function useCloseBranch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeBranch, onSettled: () => refreshBranches(queryClient) });
}
