import { canonicalHttpsLink } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonSettings } from '../../db/schema/index.ts';

export type SalonProfileRepository = ReturnType<typeof createSalonProfileRepository>;

/** The salon's public details live in the one settings row beside the booking numbers. */
export function createSalonProfileRepository(db: Database) {
  const columns = {
    name: salonSettings.salonName,
    address: salonSettings.address,
    phone: salonSettings.phone,
    whatsapp: salonSettings.whatsapp,
    email: salonSettings.email,
    mapUrl: salonSettings.mapUrl,
  };
  return {
    async load(): Promise<SalonProfile> {
      const [row] = await db.select(columns).from(salonSettings).where(eq(salonSettings.id, 1));
      // A link saved before the https-only rule is answered as the URL parser writes it, or left
      // out when it is not https (a `javascript:` one, say) rather than put on public pages.
      const mapUrl = row!.mapUrl === null ? null : (canonicalHttpsLink(row!.mapUrl) ?? null);
      return { ...row!, mapUrl };
    },

    async save(profile: SalonProfile) {
      const { name, ...contact } = profile;
      await db
        .update(salonSettings)
        .set({ salonName: name, ...contact, updatedAt: new Date() })
        .where(eq(salonSettings.id, 1));
    },
  };
}
