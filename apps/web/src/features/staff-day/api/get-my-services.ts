import { servicesResponseSchema } from '@salon/contracts';
import type { Service } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStaff } from '../../../lib/team.ts';

async function getCatalogue(signal?: AbortSignal): Promise<Service[]> {
  const answer = await apiRequest('/api/services/get-services', { schema: servicesResponseSchema, signal });
  return answer.data.services;
}

/**
 * The services a stylist does, from the public catalogue and team (docs/decisions/0036-stylists.md):
 * the ones a walk-in they book can have. Empty for a stylist not bookable online, whom the desk
 * does not book either (docs/decisions/0040-front-desk.md).
 */
export function useMyServices(stylistId: string) {
  const team = useStaff();
  const catalogue = useQuery({
    queryKey: ['staff', 'me', 'catalogue'],
    queryFn: ({ signal }) => getCatalogue(signal),
  });
  const mine = team.data?.find((member) => member._id === stylistId);
  const ids = new Set(mine?.services.map((service) => service._id));
  return {
    isPending: team.isPending || catalogue.isPending,
    isError: team.isError || catalogue.isError,
    error: team.error ?? catalogue.error,
    services: (catalogue.data ?? []).filter((service) => ids.has(service._id)),
  };
}
