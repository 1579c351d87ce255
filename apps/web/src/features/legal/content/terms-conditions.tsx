import { Link } from 'react-router';
import { salonInfo } from '../../../lib/salon-info.ts';
import { LegalContact } from '../components/legal-contact.tsx';
import { BookingFee, SalonAddress, SalonName } from '../components/salon-details.tsx';
import type { LegalSection } from '../components/legal-types.ts';
import { effectiveDate } from '../lib/legal-dates.ts';

const { companyName, website } = salonInfo.legal;

export const termsSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'About these terms',
    content: (
      <p>
        These Terms &amp; Conditions apply to the website {website} and to the services of {companyName},
        trading as{' '}
        <strong>
          <SalonName />
        </strong>
        , at <SalonAddress />. By creating an account or booking an appointment you accept them. They take
        effect on {effectiveDate}.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>You need an account with a verified e-mail address to book, pay and write a review.</li>
        <li>
          Please give accurate details, including a phone number we can reach you on about your booking.
        </li>
        <li>Keep your password private; you are responsible for bookings made from your account.</li>
      </ul>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings',
    content: (
      <>
        <p>
          An appointment is confirmed once the <BookingFee /> booking fee has been paid online and you have
          received our confirmation. The time shown is reserved for you and the services you chose.
        </p>
        <p>
          Service durations are estimates. We may ask to move an appointment if a stylist is unwell or for
          reasons beyond our control, and will always offer you another time or a full refund of the booking
          fee.
        </p>
      </>
    ),
  },
  {
    id: 'prices-and-payment',
    title: 'Prices and payment',
    content: (
      <ul>
        <li>
          All prices are in Sri Lankan Rupees (LKR) and include applicable taxes unless stated otherwise.
        </li>
        <li>
          Only the <BookingFee /> booking fee is charged online, by card. The price of your services is paid
          at the salon after your appointment.
        </li>
        <li>
          Prices may change, but the price shown when you booked applies unless you add or change services on
          the day.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations, lateness and missed appointments',
    content: (
      <p>
        We ask for 24 hours’ notice to cancel. Late cancellations, no-shows and arrivals more than 15 minutes
        late are handled as set out in our <Link to="/refund-policy">Refund Policy</Link>, which forms part of
        these terms.
      </p>
    ),
  },
  {
    id: 'special-offers',
    title: 'Special offers',
    content: (
      <p>
        Special offers are valid only between the dates shown, for the services listed, and cannot be combined
        with other offers or exchanged for cash.
      </p>
    ),
  },
  {
    id: 'health-and-safety',
    title: 'Health and safety',
    content: (
      <p>
        Please tell us about any allergies, skin or scalp conditions, pregnancy or medication before your
        treatment. We may ask for a patch test before colour or chemical services, and we may decline a
        service if we believe it is not safe for you.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and content',
    content: (
      <p>
        Each client may publish one review and edit it later. Reviews must be honest and about your own
        experience. We may remove reviews that are abusive, unlawful or unrelated to our salon.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    content: (
      <p>
        We take every care with your services. Nothing in these terms limits our liability where the law does
        not allow it to be limited. Otherwise, our liability for any claim is limited to the amount you paid
        for the service concerned.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts
        of Colombo have jurisdiction over any dispute.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time. The version in force when you book applies to that
        booking.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: <LegalContact />,
  },
];
