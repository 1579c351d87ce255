import { moveBookingsResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeam } from './get-team.ts';

/** POST /api/admin/staff/:id/move-bookings: all or nothing; a 409 lists what the colleague cannot take. */
export async function moveBookings({ fromId, toStaffId }: { fromId: string; toStaffId: string }) {
  const answer = await apiRequest(`/api/admin/staff/${fromId}/move-bookings`, {
    method: 'POST',
    body: { toStaffId },
    schema: moveBookingsResponseSchema,
  });
  return { moved: answer.data.moved };
}

export function useMoveBookings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveBookings, onSettled: () => refreshTeam(queryClient) });
}
