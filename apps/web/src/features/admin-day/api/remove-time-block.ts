import { messageResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDesk } from './front-desk-keys.ts';

/** DELETE /api/admin/time-blocks/:id: the time is free again. */
export async function removeTimeBlock({ id }: { id: string; date: string }) {
  await apiRequest(`/api/admin/time-blocks/${id}`, { method: 'DELETE', schema: messageResponseSchema });
}

export function useRemoveTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTimeBlock,
    onSettled: (_data, _error, block) => refreshDesk(queryClient, [block.date]),
  });
}
