import type { BookingRules } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonSettings } from '../../db/schema/index.ts';

export type BookingRulesRepository = ReturnType<typeof createBookingRulesRepository>;

export function createBookingRulesRepository(db: Database) {
  return {
    async load(): Promise<BookingRules> {
      const [row] = await db
        .select({
          autoConfirm: salonSettings.autoConfirm,
          feeDeductedAtSalon: salonSettings.feeDeductedAtSalon,
          bookingFeeLkr: salonSettings.bookingFeeLkr,
        })
        .from(salonSettings)
        .where(eq(salonSettings.id, 1));
      return row!;
    },

    /** Changes only the rules named; the others keep their value. */
    async save(rules: Partial<BookingRules>) {
      await db
        .update(salonSettings)
        .set({ ...rules, updatedAt: new Date() })
        .where(eq(salonSettings.id, 1));
    },
  };
}
