import type { QueryClient } from '@tanstack/react-query';
import { adminServicesQueryKey } from './get-admin-services.ts';

/** After any change: the back office list and the public catalogue (key `services`) both reload. */
export function refreshServices(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminServicesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['services'] }),
  ]);
}
