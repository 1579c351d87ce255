/**
 * The salon's sample details: the fallback for what the owner configures (use-salon-profile.ts),
 * and the fixed texts (tagline, legal entity, social links) the back office does not edit. The
 * opening hours are the owner's settings (use-opening-hours-text.ts).
 */
export const salonInfo = {
  name: 'Salon',
  tagline: 'Hair, nails, skin and makeup by people who love the craft.',
  phone: '+94 11 234 5678',
  email: 'hello@salon.lk',
  address: 'No. 42, Galle Road, Colombo 03',
  /** The chat entry on the home page: a WhatsApp mobile number (sample, like the rest). */
  whatsapp: '+94 77 123 4567',
  /** The legal pages' details (docs/product.md#2.12): filled in here, never as raw placeholders. */
  legal: {
    companyName: 'Salon Hair & Beauty (Private) Limited',
    effectiveDate: '2026-11-01',
    privacyEmail: 'privacy@salon.lk',
    website: 'www.salon.lk',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
  },
} as const;
