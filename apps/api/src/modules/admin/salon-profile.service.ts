import type { SalonProfile } from '@salon/contracts';
import type { SalonProfileRepository } from './salon-profile.repository.ts';

export type SalonProfileService = ReturnType<typeof createSalonProfileService>;

export function createSalonProfileService({ repository }: { repository: SalonProfileRepository }) {
  return {
    load: () => repository.load(),
    /** Blank contact fields mean "not given": stored as null, so pages leave them out. */
    async save(profile: SalonProfile) {
      const blankToNull = (value: string | null) => (value === '' ? null : value);
      await repository.save({
        name: profile.name,
        address: blankToNull(profile.address),
        phone: blankToNull(profile.phone),
        whatsapp: blankToNull(profile.whatsapp),
        email: blankToNull(profile.email),
        mapUrl: blankToNull(profile.mapUrl),
      });
      return repository.load();
    },
  };
}
