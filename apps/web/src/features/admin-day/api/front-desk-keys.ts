import type { QueryClient } from '@tanstack/react-query';
import { adminDayQueryKey } from './get-day.ts';

/** A day's blocks; its branch last, so refreshing a date refreshes every branch's. */
export const timeBlocksQueryKey = (date: string, branchId?: string) =>
  branchId ? (['admin', 'time-blocks', date, branchId] as const) : (['admin', 'time-blocks', date] as const);

/**
 * After a front-desk booking, move or block (docs/decisions/0040-front-desk.md): the days shown,
 * their blocks, the free starts the dialogs offer and the back office's lists reload.
 */
export function refreshDesk(queryClient: QueryClient, dates: string[]) {
  return Promise.all([
    ...dates.flatMap((date) => [
      queryClient.invalidateQueries({ queryKey: adminDayQueryKey(date) }),
      queryClient.invalidateQueries({ queryKey: timeBlocksQueryKey(date) }),
    ]),
    queryClient.invalidateQueries({ queryKey: ['admin', 'free-starts'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'appointments'] }),
  ]);
}
