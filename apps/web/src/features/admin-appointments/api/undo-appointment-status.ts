import { appointmentMessages, statusChangeResponseSchema } from '@salon/contracts';
import type { MessageRef } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { adminAppointmentListsKey } from './get-admin-appointments.ts';
import type { AppointmentPage } from './get-admin-appointments.ts';

const UNDO_FAILED = 'Failed to undo the change';

/** POST /api/appointments/:id/undo-status (docs/decisions/0025-status-undo.md). */
export async function undoAppointmentStatus(id: string) {
  const answer = await apiRequest(`/api/appointments/${encodeURIComponent(id)}/undo-status`, {
    method: 'POST',
    schema: statusChangeResponseSchema,
  });
  // By id where the server sent one (docs/decisions/0035-messages-by-id.md), so `t` words it.
  const message: MessageRef = answer.messageId
    ? { id: answer.messageId, ...(answer.params && { params: answer.params }) }
    : { id: answer.message ?? appointmentMessages.statusUpdated };
  return { ...answer.data, message };
}

/**
 * Takes back the salon's last status change. Not shown before the server answers: undoing a
 * cancellation may be refused (the time was booked since, or the fee went back), and the
 * server's message says why. Afterwards the back office's views refetch.
 */
export function useUndoAppointmentStatus() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: undoAppointmentStatus,
    onError: (error) => toast.error(describeError(error, UNDO_FAILED)),
    onSuccess: (result) => {
      queryClient.setQueriesData<AppointmentPage>(
        { queryKey: adminAppointmentListsKey },
        (page) =>
          page && {
            ...page,
            appointments: page.appointments.map((appointment) =>
              appointment._id === result.appointment._id
                ? { ...appointment, ...result.appointment }
                : appointment,
            ),
          },
      );
      toast.success(t(result.message));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
