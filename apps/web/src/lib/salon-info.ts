/** The salon's public details, in one place: the footer, contact blocks and page titles read them. */
export const salonInfo = {
  name: 'Salon',
  tagline: 'Hair, nails, skin and makeup by people who love the craft.',
  phone: '+94 11 234 5678',
  email: 'hello@salon.lk',
  address: 'No. 42, Galle Road, Colombo 03',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
  },
} as const;

/** `tel:` links need the number without spaces. */
export const salonPhoneHref = `tel:${salonInfo.phone.replace(/\s+/g, '')}`;
