import type { QueryClient } from '@tanstack/react-query';
import { adminDayQueryKey } from './get-day.ts';

export const timeBlocksQueryKey = (date: string) => ['admin', 'time-blocks', date] as const;

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
