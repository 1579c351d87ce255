import { adminStaffResponseSchema } from '@salon/contracts';
import type { StaffTimeOffRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeam } from './get-team.ts';

/** POST /api/admin/staff/:id/time-off: salon-local 'YYYY-MM-DDTHH:mm' start and end. */
export async function addTimeOff({ id, timeOff }: { id: string; timeOff: StaffTimeOffRequest }) {
  const answer = await apiRequest(`/api/admin/staff/${id}/time-off`, {
    method: 'POST',
    body: timeOff,
    schema: adminStaffResponseSchema,
  });
  return answer.data.staff;
}

export async function removeTimeOff({ id, timeOffId }: { id: string; timeOffId: string }) {
  const answer = await apiRequest(`/api/admin/staff/${id}/time-off/${timeOffId}`, {
    method: 'DELETE',
    schema: adminStaffResponseSchema,
  });
  return answer.data.staff;
}

export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTimeOff, onSettled: () => refreshTeam(queryClient) });
}

export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTimeOff, onSettled: () => refreshTeam(queryClient) });
}
