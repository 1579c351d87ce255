import { canonicalHttpsLink } from '@salon/contracts';
import type { BookingRules, SalonProfile } from '@salon/contracts';
import type { AvailabilitySettings } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { salonSettings } from '../../db/schema/index.ts';

/** The hours and numbers of availability; closures are a list of their own (salon_closures). */
export type SalonHours = Omit<AvailabilitySettings, 'closedDates'>;

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

/** What the salon's settings share with its main branch. */
export type MainBranchMirror = Pick<
  typeof salonSettings.$inferInsert,
  'openingHours' | 'capacity' | 'address' | 'mapUrl' | 'phone' | 'whatsapp'
>;

/**
 * The one reader and writer of the `salon_settings` row (docs/architecture.md#settings): the
 * salon's hours and booking numbers, its booking rules and its public details. Every other
 * module asks this repository, so a new setting is one column and one pair of methods here.
 * Reads that decide inside a transaction take its executor.
 */
export function createSettingsRepository(db: Database) {
  const theRow = eq(salonSettings.id, 1);
  const update = (changes: Partial<typeof salonSettings.$inferInsert>) =>
    db
      .update(salonSettings)
      .set({ ...changes, updatedAt: new Date() })
      .where(theRow);

  const profileColumns = {
    name: salonSettings.salonName,
    address: salonSettings.address,
    phone: salonSettings.phone,
    whatsapp: salonSettings.whatsapp,
    email: salonSettings.email,
    mapUrl: salonSettings.mapUrl,
  };

  return {
    async loadHours(executor: Executor = db): Promise<SalonHours> {
      const [row] = await executor
        .select({
          openingHours: salonSettings.openingHours,
          capacity: salonSettings.capacity,
          slotStepMinutes: salonSettings.slotStepMinutes,
          bufferMinutes: salonSettings.bufferMinutes,
          leadTimeMinutes: salonSettings.leadTimeMinutes,
          horizonDays: salonSettings.horizonDays,
        })
        .from(salonSettings)
        .where(theRow);
      return row!;
    },

    async saveHours(hours: SalonHours) {
      await update(hours);
    },

    async loadBookingRules(executor: Executor = db): Promise<BookingRules> {
      const [row] = await executor
        .select({
          autoConfirm: salonSettings.autoConfirm,
          feeDeductedAtSalon: salonSettings.feeDeductedAtSalon,
          bookingFeeLkr: salonSettings.bookingFeeLkr,
        })
        .from(salonSettings)
        .where(theRow);
      return row!;
    },

    /** Changes only the rules named; the others keep their value. */
    async saveBookingRules(rules: Partial<BookingRules>) {
      await update(rules);
    },

    /** How long a waitlist offer holds its time (docs/decisions/0042-waitlist.md). */
    async loadWaitlistOfferMinutes(executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ minutes: salonSettings.waitlistOfferMinutes })
        .from(salonSettings)
        .where(theRow);
      return row!.minutes;
    },

    async saveWaitlistOfferMinutes(minutes: number) {
      await update({ waitlistOfferMinutes: minutes });
    },

    async loadSalonProfile(executor: Executor = db): Promise<SalonProfile> {
      const [row] = await executor.select(profileColumns).from(salonSettings).where(theRow);
      // A link saved before the https-only rule is answered as the URL parser writes it, or left
      // out when it is not https (a `javascript:` one, say) rather than put on public pages.
      const mapUrl = row!.mapUrl === null ? null : (canonicalHttpsLink(row!.mapUrl) ?? null);
      return { ...row!, mapUrl };
    },

    async saveSalonProfile(profile: SalonProfile) {
      const { name, ...contact } = profile;
      await update({ salonName: name, ...contact });
    },

    /**
     * docs/decisions/0045-branches.md: the settings page edits the main branch (a trigger carries
     * its changes there); a main branch edited on the Branches page is written back here, so the
     * settings page and the public contact details show what the main branch has.
     */
    async mirrorMainBranch(main: MainBranchMirror, executor: Executor) {
      await executor
        .update(salonSettings)
        .set({ ...main, updatedAt: new Date() })
        .where(theRow);
    },
  };
}
