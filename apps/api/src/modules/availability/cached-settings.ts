import type { ReadCache } from '../../lib/read-cache/read-cache.ts';
import type { AvailabilityRepository } from './availability.repository.ts';

/**
 * The salon's hours and closures are read on every availability check and change rarely:
 * they come from the read cache (topic `salon`). Inside a transaction the database is asked,
 * as the booking's locked view must be the current one (docs/architecture.md#read-cache).
 */
export function withCachedSettings(
  repository: AvailabilityRepository,
  cache: ReadCache,
): AvailabilityRepository {
  return {
    ...repository,
    loadSettings: async (executor) =>
      executor
        ? repository.loadSettings(executor)
        : // A copy per caller: one caller's change to it must not reach the others.
          structuredClone(
            await cache.get('salon', 'availability-settings', '', () => repository.loadSettings()),
          ),
  };
}
