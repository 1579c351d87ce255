import { CLOSED_DATES_MAX, catalogueAdminMessages } from '@salon/contracts';
import type { Closure } from '@salon/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import { countClosedDays, expandClosures, groupClosedDates } from './closure-ranges.ts';
import type { ClosuresRepository } from './closures.repository.ts';

export type ClosuresService = ReturnType<typeof createClosuresService>;

/** Closures are ranges with a reason to the owner, single dates to availability. */
export function createClosuresService({ repository }: { repository: ClosuresRepository }) {
  const list = async () => groupClosedDates(await repository.list());
  return {
    list,
    async replace(closures: Closure[]) {
      if (countClosedDays(closures) > CLOSED_DATES_MAX)
        throw new BadRequestError(catalogueAdminMessages.closuresTooMany);
      const dates = expandClosures(closures);
      if (!dates) throw new BadRequestError(catalogueAdminMessages.closuresOverlap);
      await repository.replace(dates);
      return list();
    },
  };
}
