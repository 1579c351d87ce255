import type { ReadCache } from '../../lib/read-cache/read-cache.ts';
import type { BranchRow } from '../../db/schema/index.ts';
import type { AvailabilityRepository } from './availability.repository.ts';

/**
 * Every availability check reads the salon's hours and closures (topic `salon`), the live
 * services' lengths (topic `catalogue`) and the day's reservations (topic `slots`, announced by
 * the database itself on every change of slot_reservations) and the team with its time off
 * (topic `staff`, dropped by the owner's team changes and by catalogue changes): all from the read cache
 * (docs/architecture.md#read-cache). Inside a transaction the database is asked, as the
 * booking's locked view must be the current one.
 */
export function withCachedReads(
  repository: AvailabilityRepository,
  cache: ReadCache,
): AvailabilityRepository {
  // One entry per branch (docs/decisions/0045-branches.md); the owner's settings and closures drop them all.
  const sharedSettings = (branch?: BranchRow) =>
    cache.get('salon', `availability-settings ${branch?.id ?? 'main'}`, '', async () =>
      deepFreeze(await repository.loadSettings(undefined, branch)),
    );
  return {
    ...repository,
    loadSettings: async (executor, branch) =>
      // A copy per caller that may change it; a transaction reads the database.
      executor ? repository.loadSettings(executor, branch) : structuredClone(await sharedSettings(branch)),
    settingsToRead: sharedSettings,
    branches: (executor) =>
      executor
        ? repository.branches(executor)
        : cache.get('salon', 'branches', '', () => repository.branches()),
    // offeredAt is read by a booking only, from the database: what is booked is today's catalogue.
    liveDurations: (branchId) =>
      cache.get('catalogue', `service-durations ${branchId ?? ''}`, '', () =>
        repository.liveDurations(branchId),
      ),
    // Holds lapse by themselves: the caller drops the ones lapsed since this was read.
    reservationsOn: (date, now) =>
      cache.get('slots', `reservations ${date}`, '', () => repository.reservationsOn(date, now)),
    // docs/decisions/0036-stylists.md: the team and its absences change only by the owner's hand.
    listTeam: (executor) =>
      executor ? repository.listTeam(executor) : cache.get('staff', 'team', '', () => repository.listTeam()),
    timeOffBetween: (from, to, executor) =>
      executor
        ? repository.timeOffBetween(from, to, executor)
        : cache.get('staff', `time-off ${from.toISOString()}..${to.toISOString()}`, '', () =>
            repository.timeOffBetween(from, to),
          ),
    // One entry per range (a calendar month): the month calendar reads each month at once.
    reservationsBetween: (from, to, now) =>
      cache.get('slots', `reservations ${from}..${to}`, '', () =>
        repository.reservationsBetween(from, to, now),
      ),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
