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
  signal?: AbortSignal,
): Promise<AppointmentPage> {
  const answer = await apiRequest(`/api/appointments/all?${apiListQuery(query)}`, {
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

export const adminAppointmentsQueryOptions = (query: AppointmentListQuery) =>
  queryOptions({
    queryKey: [...adminAppointmentListsKey, query],
    queryFn: ({ signal }) => getAdminAppointments(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminAppointments(query: AppointmentListQuery) {
  return useQuery(adminAppointmentsQueryOptions(query));
}
