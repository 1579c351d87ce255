/** When an offer runs, relative to the salon's today, so the demo never goes stale. */
export type OfferSchedule =
  | { kind: 'running'; startedDaysAgo: number; daysLeft: number }
  | { kind: 'ended-last-month'; lastedDays: number };

export interface DemoOffer {
  title: string;
  description: string;
  /** Keys of demo services, in the order the offer lists them. */
  serviceKeys: readonly string[];
  discountPercent: number;
  schedule: OfferSchedule;
  /** The small line above "Special offer" on the banner. */
  tagline: string;
}

export const demoOffers: readonly DemoOffer[] = [
  {
    title: 'Bridal Glow Package',
    description:
      'Everything for the big day in one booking: your bridal look, a gold radiance facial in the week before, and gel nails with a spa pedicure to finish.',
    serviceKeys: ['bridal-makeup', 'gold-facial', 'gel-manicure', 'spa-pedicure'],
    discountPercent: 15,
    schedule: { kind: 'running', startedDaysAgo: 10, daysLeft: 45 },
    tagline: 'The bridal edit',
  },
  {
    title: 'Weekend Refresh',
    description:
      'A new cut and a deep-hydration facial in one unhurried afternoon, the easiest way to feel like yourself again.',
    serviceKeys: ['ladies-cut', 'hydra-facial'],
    discountPercent: 20,
    schedule: { kind: 'running', startedDaysAgo: 6, daysLeft: 24 },
    tagline: 'Cut & glow',
  },
  {
    title: 'Hands & Feet Ritual',
    description:
      'Gel colour on your fingers, a lotus spa pedicure for your feet and freshly threaded brows, all in under three hours.',
    serviceKeys: ['gel-manicure', 'spa-pedicure', 'threading'],
    discountPercent: 25,
    schedule: { kind: 'running', startedDaysAgo: 14, daysLeft: 31 },
    tagline: 'Polished head to toe',
  },
  {
    title: 'Monsoon Frizz Rescue',
    description:
      'Keratin smoothing with an occasion blow-dry to show it off, our answer to the rainy season humidity.',
    serviceKeys: ['keratin', 'occasion-blow-dry'],
    discountPercent: 30,
    schedule: { kind: 'ended-last-month', lastedDays: 30 },
    tagline: 'Rainy season',
  },
];
