import type { SalonProfile } from '@salon/contracts';

const address = 'No. 42, Galle Road, Colombo 03';

/** The sample details the web app showed before the owner could set them (apps/web/src/lib/salon-info.ts). */
export const demoSalonProfile: SalonProfile = {
  name: 'Salon',
  address,
  phone: '+94 11 234 5678',
  whatsapp: '+94 77 123 4567',
  email: 'hello@salon.lk',
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, Sri Lanka`)}`,
};
