import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonSettings } from '../../db/schema/index.ts';

export type BookingRulesRepository = ReturnType<typeof createBookingRulesRepository>;

export function createBookingRulesRepository(db: Database) {
  return {
    async load(): Promise<{ autoConfirm: boolean }> {
      const [row] = await db
        .select({ autoConfirm: salonSettings.autoConfirm })
        .from(salonSettings)
        .where(eq(salonSettings.id, 1));
      return row!;
    },

    async save(rules: { autoConfirm: boolean }) {
      await db
        .update(salonSettings)
        .set({ autoConfirm: rules.autoConfirm, updatedAt: new Date() })
        .where(eq(salonSettings.id, 1));
    },
  };
}
