import { catalogueMessages } from '@salon/contracts';
import type { ServiceCategory } from '@salon/contracts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { NewService, ServicesRepository } from './services.repository.ts';

export interface ServiceInput {
  title?: string | undefined;
  description?: string | undefined;
  category?: ServiceCategory | undefined;
  price?: number | undefined;
  averageTime?: number | undefined;
  thumbnail?: string | null | undefined;
}

/** The API's words (docs/product.md#3) to the columns' words. */
function toColumns(input: ServiceInput): Partial<NewService> {
  const columns: Partial<NewService> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.category !== undefined) columns.category = input.category;
  if (input.price !== undefined) columns.priceLkr = input.price;
  if (input.averageTime !== undefined) columns.durationMinutes = input.averageTime;
  if (input.thumbnail !== undefined) columns.thumbnailUrl = input.thumbnail;
  return columns;
}

export type ServicesService = ReturnType<typeof createServicesService>;

export function createServicesService({
  repository,
  clock,
}: {
  repository: ServicesRepository;
  clock: Clock;
}) {
  return {
    list: () => repository.listLive(),

    async get(id: string) {
      const service = await repository.findLiveById(id);
      if (!service) throw new NotFoundError(catalogueMessages.serviceNotFound);
      return service;
    },

    create: (input: Required<Omit<ServiceInput, 'thumbnail'>> & Pick<ServiceInput, 'thumbnail'>) =>
      repository.create({ ...(toColumns(input) as NewService), thumbnailUrl: input.thumbnail ?? null }),

    async update(id: string, input: ServiceInput) {
      const updated = await repository.update(id, toColumns(input));
      if (!updated) throw new NotFoundError(catalogueMessages.serviceNotFound);
      return updated;
    },

    async remove(id: string) {
      if (!(await repository.softDelete(id, clock.now())))
        throw new NotFoundError(catalogueMessages.serviceNotFound);
    },
  };
}
