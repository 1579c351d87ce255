import type { BookingRulesRepository } from './booking-rules.repository.ts';

export type BookingRulesService = ReturnType<typeof createBookingRulesService>;

/** Whether a paid booking starts confirmed (docs/architecture.md#admin). */
export function createBookingRulesService({ repository }: { repository: BookingRulesRepository }) {
  return {
    load: () => repository.load(),
    async save(rules: { autoConfirm: boolean }) {
      await repository.save(rules);
      return repository.load();
    },
  };
}
