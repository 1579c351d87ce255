import { appointmentMessages, statusChangeResponseSchema } from '@salon/contracts';
import type { Appointment, AppointmentStatus, MessageRef } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/api-error.ts';
import { adminAppointmentListsKey } from './get-admin-appointments.ts';
import type { AppointmentPage } from './get-admin-appointments.ts';

export interface StatusChangeRequest {
  id: string;
  status: AppointmentStatus;
}

export interface StatusChangeResult {
  appointment: Appointment;
  refunded: boolean | null;
  message: MessageRef;
}

export async function updateAppointmentStatus({
  id,
  status,
}: StatusChangeRequest): Promise<StatusChangeResult> {
  const answer = await apiRequest(`/api/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: statusChangeResponseSchema,
  });
  // By id where the server sent one (docs/decisions/0035-messages-by-id.md), so `t` words it.
  const message: MessageRef = answer.messageId
    ? { id: answer.messageId, ...(answer.params && { params: answer.params }) }
    : { id: answer.message ?? appointmentMessages.statusUpdated };
  return { ...answer.data, message };
}

const UPDATE_FAILED = 'Failed to update the appointment status';

type Snapshot = Array<[QueryKey, AppointmentPage | undefined]>;

function replaceInLists(queryClient: QueryClient, id: string, change: (old: Appointment) => Appointment) {
  queryClient.setQueriesData<AppointmentPage>(
    { queryKey: adminAppointmentListsKey },
    (page) =>
      page && {
        ...page,
        appointments: page.appointments.map((appointment) =>
          appointment._id === id ? change(appointment) : appointment,
        ),
      },
  );
}

/**
 * A status change shows at once in every cached list and is rolled back if the server
 * refuses it. The server's message is the toast, with Undo while the server allows one: for
 * a cancellation it says whether the fee was refunded. Afterwards the back office's other views (overview, day, detail) refetch.
 */
export function useUpdateAppointmentStatus({ onUndo }: { onUndo?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onMutate: async ({ id, status }): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: adminAppointmentListsKey });
      const snapshot = queryClient.getQueriesData<AppointmentPage>({ queryKey: adminAppointmentListsKey });
      replaceInLists(queryClient, id, (old) => ({ ...old, status }));
      return { snapshot };
    },
    onError: (error, _request, context) => {
      context?.snapshot.forEach(([key, page]) => queryClient.setQueryData(key, page));
      toast.error(describeError(error, UPDATE_FAILED));
    },
    onSuccess: (result) => {
      replaceInLists(queryClient, result.appointment._id, (old) => ({ ...old, ...result.appointment }));
      // docs/decisions/0025-status-undo.md: the toast offers the undo the row offers too.
      const id = result.appointment._id;
      toast.success(
        t(result.message),
        result.appointment.undoable && onUndo ? { action: { label: 'Undo', onClick: () => onUndo(id) } } : {},
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
