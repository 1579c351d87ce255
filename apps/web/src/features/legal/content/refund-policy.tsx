import { Link } from 'react-router';
import { salonInfo } from '../../../lib/salon-info.ts';
import { LegalContact } from '../components/legal-contact.tsx';
import { BookingFee, FeeDeductionSentence, SalonName } from '../components/salon-details.tsx';
import type { LegalSection } from '../components/legal-types.ts';
import { effectiveDate } from '../lib/legal-dates.ts';

// The owner's fee, read where the text is drawn (docs/product.md#9).
const fee = <BookingFee />;

export interface RefundHighlight {
  figure: string;
  text: string;
}

/** The policy numbers of docs/product.md#9, shown as a summary above the full text. */
export const refundHighlights: readonly RefundHighlight[] = [
  {
    figure: '24 hours',
    text: 'notice to cancel; the booking fee is refunded when you cancel 24 hours or more ahead',
  },
  { figure: '50%', text: 'of the service cost for a cancellation within 24 hours' },
  {
    figure: '15 minutes',
    text: 'grace period; arrive later than that and your service may be shortened or rescheduled',
  },
  { figure: '7 days', text: 'from the service date to request a refund' },
];

export const refundSections: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <p>
        This Refund Policy of {salonInfo.legal.companyName}, trading as{' '}
        <strong>
          <SalonName />
        </strong>
        , explains cancellations, missed appointments and refunds. It takes effect on {effectiveDate} and
        forms part of our <Link to="/terms-conditions">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'booking-fee',
    title: 'The booking fee',
    content: (
      <p>
        When you book online we charge a {fee} booking fee by card to secure your time slot; the price of your
        services is paid at the salon. <FeeDeductionSentence /> The {fee} booking fee is refunded in full when
        you cancel 24 hours or more before your appointment, or when we have to cancel it ourselves; a card
        refund reaches your card within 5-10 working days.
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    content: (
      <ul>
        <li>
          Cancellations require <strong>24 hours’ notice</strong>. You can cancel from{' '}
          <Link to="/profile/appointments">My Appointments</Link> or by calling us.
        </li>
        <li>
          A cancellation within 24 hours of the appointment is charged{' '}
          <strong>50% of the service cost</strong>, and the booking fee is not refunded.
        </li>
      </ul>
    ),
  },
  {
    id: 'no-shows',
    title: 'Missed appointments (no-shows)',
    content: (
      <p>
        If you do not come to your appointment and have not told us, the appointment is a no-show and is{' '}
        <strong>charged in full</strong>.
      </p>
    ),
  },
  {
    id: 'late-arrivals',
    title: 'Late arrivals',
    content: (
      <p>
        If you arrive <strong>more than 15 minutes late</strong>, your service may be shortened or rescheduled
        so that the next client is not kept waiting. Please call us if you are running late.
      </p>
    ),
  },
  {
    id: 'refund-requests',
    title: 'Requesting a refund for a service',
    content: (
      <>
        <p>
          If you are unhappy with a service, please tell us within <strong>7 days of the service date</strong>
          . We will usually invite you back for a free adjustment first; where that is not possible, we will
          refund the service in part or in full.
        </p>
        <p>Refund requests received more than 7 days after the service date cannot be accepted.</p>
      </>
    ),
  },
  {
    id: 'packages',
    title: 'Prepaid packages and gift certificates',
    content: (
      <p>
        <strong>Unused prepaid packages are refundable within 14 days</strong> of purchase. Packages that have
        been partly used, and gift certificates, are not refundable but can be used until their expiry date.
      </p>
    ),
  },
  {
    id: 'refund-timing',
    title: 'How and when refunds are paid',
    content: (
      <ul>
        <li>
          <strong>Card payments</strong> are refunded to the same card through our payment gateway. The refund
          is immediate on the same day, or takes 5-10 business days to appear, depending on your bank.
        </li>
        <li>
          <strong>Non-card payments</strong> (cash or bank transfer) are refunded manually to your bank
          account, which takes up to 10 business days.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'How to contact us',
    content: (
      <>
        <p>To request a refund, please quote your appointment ID and contact us at:</p>
        <LegalContact />
      </>
    ),
  },
];
