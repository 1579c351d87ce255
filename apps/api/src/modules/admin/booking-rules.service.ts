import type { BookingRules } from '@salon/contracts';
import type { BookingRulesRepository } from './booking-rules.repository.ts';

export type BookingRulesService = ReturnType<typeof createBookingRulesService>;

/**
 * Whether a paid booking starts confirmed, and whether the booking fee comes off the bill at
 * the salon (docs/architecture.md#admin).
 */
export function createBookingRulesService({ repository }: { repository: BookingRulesRepository }) {
  return {
    load: () => repository.load(),
    async save(rules: Partial<BookingRules>) {
      await repository.save({
        ...(rules.autoConfirm !== undefined && { autoConfirm: rules.autoConfirm }),
        ...(rules.feeDeductedAtSalon !== undefined && { feeDeductedAtSalon: rules.feeDeductedAtSalon }),
      });
      return repository.load();
    },
  };
}
