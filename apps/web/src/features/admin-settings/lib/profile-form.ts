import { salonProfileSchema } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { z } from 'zod';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const { shape } = salonProfileSchema;

/** The contract's rules; an emptied optional field is sent as null (not shown anywhere). */
export const profileFormSchema = z.object({
  name: shape.name,
  address: z.preprocess(blankToNull, shape.address),
  phone: z.preprocess(blankToNull, shape.phone),
  whatsapp: z.preprocess(blankToNull, shape.whatsapp),
  email: z.preprocess(blankToNull, shape.email),
  mapUrl: z.preprocess(blankToNull, shape.mapUrl),
});

export type ProfileFormValues = Record<keyof SalonProfile, string>;
export const profileFields = ['name', 'address', 'phone', 'whatsapp', 'email', 'mapUrl'] as const;

export function profileFormDefaults(profile: SalonProfile): ProfileFormValues {
  return {
    name: profile.name,
    address: profile.address ?? '',
    phone: profile.phone ?? '',
    whatsapp: profile.whatsapp ?? '',
    email: profile.email ?? '',
    mapUrl: profile.mapUrl ?? '',
  };
}
