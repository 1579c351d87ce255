import type { PublicConfig } from '@salon/contracts';

/** GET /api/config as a sandbox deployment without Google sign-in answers it. */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    googleClientId: null,
    paymentsProvider: 'sandbox',
    stripePublishableKey: null,
    salon: {
      name: 'Salon',
      address: 'No. 42, Galle Road, Colombo 03',
      phone: '+94 11 234 5678',
      whatsapp: '+94 77 123 4567',
      email: 'hello@salon.lk',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Colombo',
    },
    feeDeductedAtSalon: false,
    bookingFeeLkr: 1000,
    // docs/architecture.md#availability's defaults: Monday to Saturday 09:00-19:00, Sunday closed.
    openingHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' }))],
    leadTimeMinutes: 60,
    horizonDays: 60,
    timeZone: 'Asia/Colombo',
    ...overrides,
  };
}
