import { Link } from 'react-router';
import { salonInfo } from '../../../lib/salon-info.ts';
import { LegalContact } from '../components/legal-contact.tsx';
import { SalonAddress, SalonName } from '../components/salon-details.tsx';
import type { LegalSection } from '../components/legal-types.ts';
import { effectiveDate } from '../lib/legal-dates.ts';

const { companyName, privacyEmail } = salonInfo.legal;

export const privacySections: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          This Privacy Policy explains how {companyName}, trading as{' '}
          <strong>
            <SalonName />
          </strong>{' '}
          (“we”, “us”, “our”), collects, uses and protects your personal information when you visit our salon
          at <SalonAddress />, use our website or book an appointment online.
        </p>
        <p>
          It takes effect on {effectiveDate}. We handle personal data in line with Sri Lanka’s Personal Data
          Protection Act, No. 9 of 2022.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, phone number, address, city and, if you
          add one, a profile picture.
        </li>
        <li>
          <strong>Booking details:</strong> the services you choose, the date and time of your appointments
          and their history.
        </li>
        <li>
          <strong>Payment details:</strong> the booking fee is paid through our card payment provider. We
          receive a payment reference and its status; we never see or store your full card number.
        </li>
        <li>
          <strong>Reviews:</strong> the rating and comment you publish, shown with your name and picture.
        </li>
        <li>
          <strong>Technical details:</strong> your browser type, device and the pages you visit, kept in our
          server logs for security.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    content: (
      <ul>
        <li>To create and secure your account and verify your e-mail address.</li>
        <li>To book, confirm, remind you of and manage your appointments.</li>
        <li>To take the booking fee and to process refunds under our Refund Policy.</li>
        <li>To prepare for your visit, for example noting an allergy you tell us about.</li>
        <li>To answer your questions and feedback, and to improve our services.</li>
        <li>To keep our website safe and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    content: (
      <>
        <p>We never sell your personal information. We share it only with:</p>
        <ul>
          <li>our card payment provider, to take the booking fee and refunds;</li>
          <li>our e-mail service, to send verification codes, confirmations and reminders;</li>
          <li>Google, only if you choose to sign in with your Google account;</li>
          <li>authorities, when the law requires us to.</li>
        </ul>
        <p>Each of these providers may use your information only to provide their service to us.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <p>
        We keep a sign-in token in your browser’s local storage so you stay signed in. We do not use
        advertising or tracking cookies. Signing out removes the token.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <p>
        We keep your account details for as long as your account is open. Appointment and payment records are
        kept for as long as Sri Lankan tax and accounting law requires. Server logs are deleted after 90 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <p>
        Passwords are stored only as secure one-way hashes, all traffic to our website is encrypted, and only
        the staff who need your information to serve you can see it. No system is perfectly secure, so please
        choose a strong password and keep it private.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>You may at any time:</p>
        <ul>
          <li>
            see and correct your details on your <Link to="/profile">profile page</Link>;
          </li>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>ask us to delete your account and personal information;</li>
          <li>withdraw your consent to optional uses, such as marketing messages.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> and we will reply within 21 working
          days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Our online booking is meant for adults. A parent or guardian should book for a child, and we do not
        knowingly collect information from children under 16 without that consent.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy from time to time. The effective date above shows when it last changed, and
        we will e-mail you about any important change.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>Questions about your privacy? Please get in touch:</p>
        <LegalContact email={privacyEmail} />
      </>
    ),
  },
];
