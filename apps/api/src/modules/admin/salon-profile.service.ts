import { validationMessages } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { assertSriLankaPhone } from '../../phone/sri-lanka-phone.ts';
import type { SalonProfileRepository } from './salon-profile.repository.ts';

export type SalonProfileService = ReturnType<typeof createSalonProfileService>;

export function createSalonProfileService({ repository }: { repository: SalonProfileRepository }) {
  return {
    load: () => repository.load(),
    /**
     * Blank contact fields mean "not given": stored as null, so pages leave them out. The phone is
     * checked like a customer's but kept as the owner wrote it (docs/architecture.md#phones).
     */
    async save(profile: SalonProfile) {
      const blankToNull = (value: string | null) => (value === '' ? null : value);
      const phone = blankToNull(profile.phone);
      if (phone !== null) assertSriLankaPhone(phone, validationMessages.salonPhone);
      await repository.save({
        name: profile.name,
        address: blankToNull(profile.address),
        phone,
        whatsapp: blankToNull(profile.whatsapp),
        email: blankToNull(profile.email),
        mapUrl: blankToNull(profile.mapUrl),
      });
      return repository.load();
    },
  };
}
