import type { BookableDaysRequest } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookableDaysQueryKey, getBookableDays } from '../../../lib/bookable-days.ts';

export const bookableDaysQueryOptions = (body: BookableDaysRequest) =>
  queryOptions({
    // The services and the stylist are part of the key: a longer cart fits on fewer days.
    queryKey: [
      ...bookableDaysQueryKey,
      body.month,
      body.services,
      body.staffId ?? null,
      body.branchId ?? null,
    ] as const,
    queryFn: ({ signal }) => getBookableDays(body, signal),
    // Days fill up as other customers book: never show an old answer as current.
    staleTime: 0,
  });

/**
 * docs/product.md#2.10: which days of `month` (yyyy-MM) have a start free for these services (with
 * the chosen stylist, when one is; docs/decisions/0036-stylists.md), in
 * one call. The previous month's answer stays on screen while the next one loads.
 */
export function useBookableDays(
  month: string,
  services: BookableDaysRequest['services'],
  staffId?: string,
  /** docs/decisions/0045-branches.md: absent, the main branch. */
  branchId?: string,
) {
  return useQuery({
    ...bookableDaysQueryOptions({
      month,
      services,
      ...(staffId && { staffId }),
      ...(branchId && { branchId }),
    }),
    enabled: services.length > 0,
    placeholderData: keepPreviousData,
  });
}
