import { staffVisitResponseSchema } from '@salon/contracts';
import type { StaffVisitResponse } from '@salon/contracts';
import type { StylistVisitAction } from '@salon/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { scheduleQueryKey } from './get-schedule.ts';

export interface MarkVisitInput {
  id: string;
  action: StylistVisitAction;
}

/** Marks one of the stylist's own visits; the answer is the visit as the server now has it. */
export const markVisit = ({ id, action }: MarkVisitInput): Promise<StaffVisitResponse> =>
  apiRequest(`/api/staff/me/appointments/${id}`, {
    method: 'PATCH',
    body: { action },
    schema: staffVisitResponseSchema,
  });

/** No optimistic change: the screen shows the server's answer, then reads the days again. */
export function useMarkVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
}
