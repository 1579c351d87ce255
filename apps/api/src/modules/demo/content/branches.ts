/**
 * docs/decisions/0045-branches.md: the demo salon's two branches. The main one is the salon as
 * it was (its address is the demo profile's); the second has its own hours, fewer chairs, one
 * price of its own, and one stylist of the team who works at both.
 */
export const demoMainBranch = {
  name: 'Colombo 3',
  lat: 6.8995,
  lng: 79.8533,
} as const;

const address = 'No. 118, High Level Road, Nugegoda';

export const demoSecondBranch = {
  name: 'Nugegoda',
  address,
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, Sri Lanka`)}`,
  phone: '+94 11 285 4321',
  whatsapp: '+94 77 765 4321',
  lat: 6.8649,
  lng: 79.8997,
  // Sunday mornings open, a later day Monday to Saturday.
  openingHours: [
    { open: '09:00', close: '14:00' },
    ...Array.from({ length: 6 }, () => ({ open: '10:00', close: '20:00' })),
  ],
  chairs: 2,
  /** Prices of its own, by service key; every other service at the catalogue's. */
  ownPrices: { 'gents-cut': 2000 } as Readonly<Record<string, number>>,
  /** The stylist of the team who works here too, with their shifts here (as "HH:mm-HH:mm" per weekday). */
  stylist: 'Kasun Jayasinghe',
  shifts: [
    { weekdays: [1, 2, 3, 4, 5, 6], hours: '10:00-19:00' },
    { weekdays: [0], hours: '09:00-14:00' },
  ],
  /** docs/decisions/0048-reviews-and-gallery-per-branch.md: the demo customers who reviewed this branch. */
  reviewedBy: ['tharindu.perera@example.lk', 'priyanka.sivakumar@example.lk'],
  /** The demo photos taken here (by motif); every other photo is the whole salon's. */
  photoMotifs: ['scissors', 'lotus', 'serumDrop'],
} as const;
