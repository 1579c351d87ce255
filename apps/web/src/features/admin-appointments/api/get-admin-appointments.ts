import { appointmentsResponseSchema } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiListQuery, PAGE_SIZE } from '../lib/list-query.ts';
import type { AppointmentListQuery } from '../lib/list-query.ts';

export interface AppointmentPage {
  appointments: Appointment[];
  total: number;
  page: number;
  pageCount: number;
}

/** Every admin list shares this prefix, so a status change can update or refresh them all. */
export const adminAppointmentListsKey = ['admin', 'appointments'] as const;

export async function getAdminAppointments(
  query: AppointmentListQuery,
  branchId: string | undefined,
  signal?: AbortSignal,
): Promise<AppointmentPage> {
  // docs/decisions/0047-back-office-per-branch.md: the switcher's branch; absent, every branch.
  const place = branchId ? `&branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/appointments/all?${apiListQuery(query)}${place}`, {
    schema: appointmentsResponseSchema,
    signal,
  });
  const { appointments } = answer.data;
  const total = answer.data.total ?? appointments.length;
  const pageSize = answer.data.pageSize ?? PAGE_SIZE;
  return {
    appointments,
    total,
    page: answer.data.page ?? query.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export const adminAppointmentsQueryOptions = (query: AppointmentListQuery, branchId?: string) =>
  queryOptions({
    queryKey: [...adminAppointmentListsKey, query, branchId ?? 'all'],
    queryFn: ({ signal }) => getAdminAppointments(query, branchId, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** `enabled` waits for the branch list, so a remembered branch never shows every branch's rows first. */
export function useAdminAppointments(query: AppointmentListQuery, branchId?: string, enabled = true) {
  return useQuery({ ...adminAppointmentsQueryOptions(query, branchId), enabled });
}
