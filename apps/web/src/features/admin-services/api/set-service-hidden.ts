import { adminServiceResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshServices } from './refresh-services.ts';

/** Hidden services stay bookable for existing appointments but leave the public catalogue. */
export async function setServiceHidden({ id, hidden }: { id: string; hidden: boolean }) {
  await apiRequest(`/api/services/${id}`, {
    method: 'PATCH',
    body: { hidden },
    schema: adminServiceResponseSchema,
  });
}

export function useSetServiceHidden() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setServiceHidden, onSettled: () => refreshServices(queryClient) });
}
