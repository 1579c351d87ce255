import type { Language } from '@salon/contracts';
import type { SlotReservationRow } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { customerContact, oneLine } from '../../mail/one-line.ts';
import { formatMailLkr, translator } from '../../mail/translate.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { phoneWeMayText } from './textable-phone.ts';
import { describeWhen } from './appointment-mail-parts.ts';
import type { HoldTimes } from './refused-hold-messages.ts';
import { salonMails } from './salon-mails.ts';

export interface DuplicatePaid {
  reservation: Pick<SlotReservationRow, 'date' | 'bookingFeeLkr' | 'paymentIntentId'>;
  /** The appointment's SAL- reference when the first payment booked it, else the hold's HLD- one. */
  reference: string;
  /** PayHere's id of the second payment, the one refunded. */
  paymentId: string;
  times: HoldTimes;
  customer: {
    name: string;
    email: string | null;
    phone: string | null;
    phoneConfirmedAt: Date | null;
    language: Language;
  };
}

/**
 * docs/decisions/0017-payhere.md: a second payment of an order already paid is refunded; the
 * customer (mail and SMS, in their language) and the salon hear of it once, keyed by that payment.
 */
export function duplicatePaymentMessages(
  paid: DuplicatePaid,
  salonRecipients: string[],
  appUrl: string,
): OutgoingMessage[] {
  const key = `duplicate-payment:${paid.paymentId}`;
  const sms = customerSms(paid);
  return [
    { key: `${key}:customer-mail`, channel: 'mail', message: customerMail(paid, appUrl) },
    ...(sms ? [{ key: `${key}:customer-sms`, channel: 'sms' as const, message: sms }] : []),
    ...salonMails(key, salonRecipients, (to) => salonMail(to, paid, appUrl)),
  ];
}

const feeOf = (paid: DuplicatePaid, language: Language) =>
  formatMailLkr(paid.reservation.bookingFeeLkr, language);

function customerMail(paid: DuplicatePaid, appUrl: string): MailMessage {
  const { customer } = paid;
  const { language } = customer;
  const t = translator(language);
  const facts = {
    reference: paid.reference,
    fee: feeOf(paid, language),
    when: describeWhen({ date: paid.reservation.date, ...paid.times }, language),
  };
  const lines = [
    t('Hello {name},', { name: customer.name }),
    t(
      'We received a second payment of {fee} for {reference} on {when} (Colombo time). Your first payment already paid the booking fee, so the second one is not needed.',
      facts,
    ),
    t('The second payment is being refunded: it reaches your card in 5-10 working days.'),
  ];
  const link = { text: t('See your appointments'), href: `${appUrl}/profile/appointments` };
  return {
    to: customer.email,
    subject: t('Your second payment for {reference} is being refunded', facts),
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml(t('You paid twice'), lines, link, language),
    logSummary: `duplicate payment ${paid.paymentId}`,
  };
}

function customerSms(paid: DuplicatePaid) {
  const to = toSriLankaMobileE164(phoneWeMayText(paid.customer));
  if (!to) return undefined;
  const t = translator(paid.customer.language);
  return {
    to,
    text: t(
      'Salon: you paid {reference} twice. The second {fee} payment is refunded to your card in 5-10 working days.',
      { reference: paid.reference, fee: feeOf(paid, paid.customer.language) },
    ),
    logSummary: `duplicate payment ${paid.paymentId}`,
  };
}

function salonMail(to: string, paid: DuplicatePaid, appUrl: string): MailMessage {
  const { customer } = paid;
  const when = describeWhen({ date: paid.reservation.date, ...paid.times });
  const subject = `Duplicate payment refunded: ${paid.reference}`;
  const lines = [
    `${oneLine(customer.name)} paid the ${formatMailLkr(paid.reservation.bookingFeeLkr, 'en')} booking fee for ${paid.reference} (${when}, Colombo time) twice through PayHere.`,
    `The second payment (${paid.paymentId}) is refunded to the customer; the first (order ${paid.reservation.paymentIntentId}) stands.`,
    `Customer: ${customerContact(customer)}.`,
  ];
  const link = { text: 'Open the back office', href: `${appUrl}/admin/dashboard` };
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml('A payment came twice', lines, link),
    logSummary: subject,
  };
}
