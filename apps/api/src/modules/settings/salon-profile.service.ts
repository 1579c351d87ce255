import { canonicalHttpsLink, salonWhatsAppMessage, validationMessages } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { BadRequestError } from '../../lib/errors.ts';
import { assertSriLankaPhone, toInternationalSriLankaPhone } from '../../phone/sri-lanka-phone.ts';
import type { SettingsRepository } from './settings.repository.ts';

export type SalonProfileService = ReturnType<typeof createSalonProfileService>;

export function createSalonProfileService({ repository }: { repository: SettingsRepository }) {
  return {
    load: () => repository.loadSalonProfile(),
    /**
     * Blank contact fields mean "not given": stored as null, so pages leave them out. The phone is
     * checked like a customer's but kept as the owner wrote it (docs/architecture.md#phones). The
     * WhatsApp number is kept in its international form: a chat link needs the country code,
     * which a local '077 123 4567' lacks. The map link passed the contract's https-only rule.
     */
    async save(profile: SalonProfile) {
      const blankToNull = (value: string | null) => (value === '' ? null : value);
      const phone = blankToNull(profile.phone);
      if (phone !== null) assertSriLankaPhone(phone, validationMessages.salonPhone);
      const whatsapp = whatsAppNumber(blankToNull(profile.whatsapp));
      await repository.saveSalonProfile({
        name: profile.name,
        address: blankToNull(profile.address),
        phone,
        whatsapp,
        email: blankToNull(profile.email),
        // Stored as the URL parser writes it (`<` percent-encoded), the form every answer uses.
        mapUrl: profile.mapUrl === null ? null : (canonicalHttpsLink(profile.mapUrl) ?? null),
      });
      return repository.loadSalonProfile();
    },
  };
}

function whatsAppNumber(typed: string | null): string | null {
  if (typed === null) return null;
  const international = toInternationalSriLankaPhone(typed);
  if (!international)
    throw new BadRequestError(salonWhatsAppMessage, {
      issues: [{ path: '/whatsapp', message: salonWhatsAppMessage }],
    });
  return international;
}
