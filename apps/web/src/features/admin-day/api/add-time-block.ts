import { timeBlockResponseSchema } from '@salon/contracts';
import type { CreateTimeBlockRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDesk } from './front-desk-keys.ts';

/** POST /api/admin/time-blocks: a stylist's or a chair's time out of the book; 409 over a booking. */
export async function addTimeBlock(block: CreateTimeBlockRequest) {
  const answer = await apiRequest('/api/admin/time-blocks', {
    method: 'POST',
    body: block,
    schema: timeBlockResponseSchema,
  });
  return answer.data.timeBlock;
}

export function useAddTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeBlock,
    onSettled: (_data, _error, block) => refreshDesk(queryClient, [block.date]),
  });
}
