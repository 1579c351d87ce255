import { appointmentMessages, statusChangeResponseSchema } from '@salon/contracts';
import type { Appointment, AppointmentStatus } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
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
  message: string;
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
  return { ...answer.data, message: answer.message ?? appointmentMessages.statusUpdated };
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
        result.message,
        result.appointment.undoable && onUndo ? { action: { label: 'Undo', onClick: () => onUndo(id) } } : {},
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
