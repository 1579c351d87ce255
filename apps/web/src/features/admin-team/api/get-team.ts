import { adminServicesResponseSchema, adminStaffListResponseSchema } from '@salon/contracts';
import type { AdminService, AdminStaffMember } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getTeam(signal?: AbortSignal): Promise<AdminStaffMember[]> {
  const answer = await apiRequest('/api/admin/staff', { schema: adminStaffListResponseSchema, signal });
  return answer.data.staff;
}

export const teamQueryKey = ['admin', 'staff'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamQueryKey,
  queryFn: ({ signal }) => getTeam(signal),
});

export function useTeam() {
  return useQuery(teamQueryOptions);
}

/** After any change: the back office's team and the customers' team list (key `staff`) reload. */
export function refreshTeam(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['staff'] }),
  ]);
}

/** Every service the owner has, hidden ones too: what a stylist may be given. */
export async function getServicesToAssign(signal?: AbortSignal): Promise<AdminService[]> {
  const answer = await apiRequest('/api/admin/services', { schema: adminServicesResponseSchema, signal });
  return answer.data.services;
}

export function useServicesToAssign() {
  return useQuery({ queryKey: ['admin', 'services'], queryFn: ({ signal }) => getServicesToAssign(signal) });
}
