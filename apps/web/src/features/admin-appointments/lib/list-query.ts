import { APPOINTMENT_SORTS, APPOINTMENT_STATUSES } from '@salon/contracts';
import type { AppointmentSort, AppointmentStatus } from '@salon/contracts';
import { isValidDate } from '@salon/domain';

export type { AppointmentSort };

/** The list's filters, kept in the address so a view can be bookmarked, shared and gone back to. */
export interface AppointmentListQuery {
  status?: AppointmentStatus;
  from?: string;
  to?: string;
  search?: string;
  sort: AppointmentSort;
  page: number;
}

export const PAGE_SIZE = 20;
// The server's default too: today and the visits ahead soonest first, then the past latest first.
export const DEFAULT_SORT: AppointmentSort = 'upcoming';

const isStatus = (value: string | null): value is AppointmentStatus =>
  APPOINTMENT_STATUSES.some((status) => status === value);
const isSort = (value: string | null): value is AppointmentSort =>
  APPOINTMENT_SORTS.some((sort) => sort === value);

/** Reads the address's query; a hand-edited value that makes no sense is ignored, not an error. */
export function readListQuery(params: URLSearchParams): AppointmentListQuery {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  const search = params.get('search')?.trim();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    ...(isStatus(status) && { status }),
    ...(from && isValidDate(from) && { from }),
    ...(to && isValidDate(to) && { to }),
    ...(search && { search: search.slice(0, 100) }),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a list view; defaults are left out to keep links short. */
export function writeListQuery(query: AppointmentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.search) params.set('search', query.search);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The API's query: the same filters, always with the sort, page and page size. */
export function apiListQuery(query: AppointmentListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.search) params.set('search', query.search);
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(PAGE_SIZE));
  return params.toString();
}
