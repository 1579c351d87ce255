import { formatLkr } from '../../../lib/format-money.ts';
export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

/** What the questions fill in: the configured contacts, the owner's hours in the page's language. */
export interface FaqDetails {
  phone: string;
  email: string;
  openingHours: string;
  /** The owner's booking fee (docs/product.md#9). */
  bookingFeeLkr: number;
}

/**
 * docs/product.md#2.12: ten questions, in this order; the contact details, the opening hours and
 * the booking fee are the configured ones.
 */
export const faqItemsFor = (salon: FaqDetails): FaqItem[] => [
  {
    id: 'booking-lead-time',
    question: 'How far in advance should I book my appointment?',
    answer: [
      'We recommend booking about a week ahead, so you can choose the stylist, day and time that suit you best.',
      'Weekends, the weeks before Sinhala and Tamil New Year, Christmas and the wedding season fill up fastest: for those, and for bridal packages, two to three weeks ahead is wiser. Same-day slots do open up, so it is always worth checking online.',
    ],
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer: [
      "Plans change, we understand. Please give us at least 24 hours' notice if you need to cancel or move an appointment; you can cancel in a few taps from My Appointments.",
      `Cancel 24 hours or more ahead and your ${formatLkr(salon.bookingFeeLkr)} booking fee is refunded in full. Cancellations within 24 hours, and missed appointments, are charged as set out in our Refund Policy.`,
    ],
  },
  {
    id: 'gift-certificates',
    question: 'Do you offer gift certificates?',
    answer: [
      'Yes, and they are one of our favourite things to wrap. Gift certificates are available for any amount or for a specific treatment, from a blow-dry to a full bridal trial.',
      `Buy one at reception or call us on ${salon.phone} and we will prepare it for collection. Certificates are valid for six months from the date of purchase.`,
    ],
  },
  {
    id: 'lateness',
    question: 'What happens if I am running late?',
    answer: [
      'Colombo traffic happens to all of us. If you are delayed, please call us so we can plan around you.',
      'We hold your appointment for 15 minutes. If you arrive more than 15 minutes late, your service may need to be shortened or rescheduled so that the next client is not kept waiting.',
    ],
  },
  {
    id: 'hair-washing',
    question: 'Should I wash my hair before my appointment?',
    answer: [
      'For cuts and treatments there is no need: a relaxing wash is part of the service.',
      'For colour, come with hair washed a day or two before, as the natural oils protect your scalp. For updos and bridal styling, wash the day before, let it dry fully and skip heavy oils or serums.',
    ],
  },
  {
    id: 'children',
    question: 'Can I bring my children?',
    answer: [
      "Children are very welcome for their own appointments: we offer gentle children's haircuts for little ones aged three and up.",
      'If your child is coming along while you are being pampered, please bring a grown-up to keep them company, since our colour and treatment areas use hot tools and products that are not safe for small hands.',
    ],
  },
  {
    id: 'payment-methods',
    question: 'What payment methods do you accept?',
    answer: [
      `When you book online we take only a ${formatLkr(salon.bookingFeeLkr)} booking fee, paid securely by Visa, Mastercard or American Express card. It secures your time slot.`,
      'The rest of your bill is paid at the salon after your service, by cash, debit or credit card, or LankaQR.',
    ],
  },
  {
    id: 'consultations',
    question: 'Do you offer consultations?',
    answer: [
      'Yes, and they are free. A 15-minute consultation is a good idea before a big change: a new colour, keratin smoothing, extensions or bridal styling.',
      'If you have not had colour with us before, we will also do a quick patch test at least 48 hours before your appointment, for your safety.',
    ],
  },
  {
    id: 'walk-ins',
    question: 'Do you accept walk-ins?',
    answer: [
      'We do whenever a chair is free, but booked clients come first, so waiting times can vary, especially on weekends.',
      `We are open ${salon.openingHours}. To avoid disappointment, check the free slots online or give us a call before you come.`,
    ],
  },
  {
    id: 'feedback',
    question: 'How can I share feedback about my visit?',
    answer: [
      'We would love to hear from you. Sign in and leave a review on our Reviews page: it helps other clients, and it helps us grow.',
      `If something was not right, please tell us directly at ${salon.email} or speak to the salon manager, and we will make it right.`,
    ],
  },
];
