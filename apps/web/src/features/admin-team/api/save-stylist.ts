import { adminStaffResponseSchema } from '@salon/contracts';
import type {
  AdminStaffMember,
  CreateStaffRequest,
  StaffServicesRequest,
  StaffShiftsRequest,
  UpdateStaffRequest,
} from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTeam } from './get-team.ts';

export interface SaveStylistInput {
  /** Absent for a new stylist. */
  id?: string;
  details: CreateStaffRequest | UpdateStaffRequest;
  services: StaffServicesRequest;
  shifts: StaffShiftsRequest;
}

/**
 * The dialog's one save: the details (POST or PATCH), then the services and the week of shifts,
 * each replaced whole. Answers the stylist as saved and the id, so a retry after a later step
 * failed edits the stylist instead of adding a second.
 */
export async function saveStylist(
  { id, details, services, shifts }: SaveStylistInput,
  onSaved: (id: string) => void = () => {},
): Promise<AdminStaffMember> {
  const saved = id
    ? await apiRequest(`/api/admin/staff/${id}`, {
        method: 'PATCH',
        body: details,
        schema: adminStaffResponseSchema,
      })
    : await apiRequest('/api/admin/staff', {
        method: 'POST',
        body: details,
        schema: adminStaffResponseSchema,
      });
  const staffId = saved.data.staff._id;
  onSaved(staffId);
  await apiRequest(`/api/admin/staff/${staffId}/services`, {
    method: 'PUT',
    body: services,
    schema: adminStaffResponseSchema,
  });
  const answer = await apiRequest(`/api/admin/staff/${staffId}/shifts`, {
    method: 'PUT',
    body: shifts,
    schema: adminStaffResponseSchema,
  });
  return answer.data.staff;
}

/** PATCH /api/admin/staff/:id with `bookableOnline`: refused (409) while bookings are still to come. */
export async function setBookableOnline({ id, bookableOnline }: { id: string; bookableOnline: boolean }) {
  await apiRequest(`/api/admin/staff/${id}`, {
    method: 'PATCH',
    body: { bookableOnline },
    schema: adminStaffResponseSchema,
  });
}

export function useSetBookableOnline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBookableOnline, onSettled: () => refreshTeam(queryClient) });
}
