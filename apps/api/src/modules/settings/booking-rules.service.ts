import type { BookingRules } from '@salon/contracts';
import type { SettingsRepository } from './settings.repository.ts';

export type BookingRulesService = ReturnType<typeof createBookingRulesService>;

/**
 * Whether a paid booking starts confirmed, whether the booking fee comes off the bill at the
 * salon, and the fee itself (docs/architecture.md#admin, docs/product.md#9).
 */
export function createBookingRulesService({ repository }: { repository: SettingsRepository }) {
  return {
    load: () => repository.loadBookingRules(),
    /** The fee a new hold asks for; a hold under way keeps the fee stored with it. */
    bookingFeeLkr: async () => (await repository.loadBookingRules()).bookingFeeLkr,
    async save(rules: Partial<BookingRules>) {
      await repository.saveBookingRules({
        ...(rules.autoConfirm !== undefined && { autoConfirm: rules.autoConfirm }),
        ...(rules.feeDeductedAtSalon !== undefined && { feeDeductedAtSalon: rules.feeDeductedAtSalon }),
        ...(rules.bookingFeeLkr !== undefined && { bookingFeeLkr: rules.bookingFeeLkr }),
      });
      return repository.loadBookingRules();
    },
  };
}
