import type { Language } from '@salon/contracts';
import type { RefundReason, SlotReservationRow } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { customerContact, oneLine } from '../../mail/one-line.ts';
import { formatMailLkr, formatMailTime, formatSmsDate, translator } from '../../mail/translate.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { phoneWeMayText } from './textable-phone.ts';
import { describeServices, describeWhen } from './appointment-mail-parts.ts';
import { salonMails } from './salon-mails.ts';

/** The salon-local times of the hold, as the conversion computed them. */
export interface HoldTimes {
  startTime: string;
  endTime: string;
}

export interface RefusedHold {
  reservation: Pick<SlotReservationRow, 'id' | 'date' | 'services' | 'bookingFeeLkr' | 'paymentIntentId'>;
  reason: RefundReason;
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
 * Why the time could not be booked, in the customer's words and language
 * (docs/decisions/0006-booking-fee-lifecycle.md). Every rule that can break on payment (a closed
 * day, changed hours, a time now past) is one reason to them.
 */
const reasonText = (t: ReturnType<typeof translator>): Record<RefundReason, string> => ({
  slot_gone: t('the time was taken by another booking while you were paying'),
  not_bookable: t('the salon is no longer open at that time, or the time has passed'),
  hold_ended: t('the payment arrived after your 15-minute hold on the time had ended'),
  wrong_amount: t('the amount paid was not the booking fee'),
  provider_refund: t('the payment had already been refunded'),
});

/** The salon's notice says the same reason in its own terms. */
const salonReasonText: Record<RefundReason, string> = {
  slot_gone: 'every chair was taken at that time when the payment arrived',
  not_bookable: 'a booking rule failed on payment (the day closed, the hours changed, or the time passed)',
  hold_ended: 'the payment arrived after the hold had ended',
  wrong_amount: 'the amount paid was not the fee the hold asked',
  provider_refund: 'the payment provider had already refunded the payment',
};

/**
 * What the customer and the salon can quote about a paid hold that never became an appointment
 * (it has no SAL- reference): "HLD-" and the first eight hex digits of the reservation's id.
 */
export const holdReference = (reservationId: string) =>
  `HLD-${reservationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Keys of one refused hold's messages: a reservation is refunded once, so one version. */
export const refusedHoldKey = (reservationId: string) => `refused-hold:${reservationId}`;

/** The customer's mail, SMS (when their phone takes texts) and the salon's mail, ready to queue. */
export function refusedHoldMessages(
  hold: RefusedHold,
  salonRecipients: string[],
  appUrl: string,
): OutgoingMessage[] {
  const key = refusedHoldKey(hold.reservation.id);
  const sms = customerSms(hold);
  return [
    { key: `${key}:customer-mail`, channel: 'mail', message: customerMail(hold, appUrl) },
    ...(sms ? [{ key: `${key}:customer-sms`, channel: 'sms' as const, message: sms }] : []),
    ...salonMails(key, salonRecipients, (to) => salonMail(to, hold, appUrl)),
  ];
}

const slot = (hold: RefusedHold) => ({ date: hold.reservation.date, ...hold.times });

function customerMail(hold: RefusedHold, appUrl: string): MailMessage {
  const { customer, reservation, reason } = hold;
  const { language } = customer;
  const t = translator(language);
  const facts = {
    when: describeWhen(slot(hold), language),
    fee: formatMailLkr(reservation.bookingFeeLkr, language),
    reason: reasonText(t)[reason],
    reference: holdReference(reservation.id),
  };
  const lines = [
    t('Hello {name},', { name: customer.name }),
    t(
      'We received your booking fee ({reference}), but we could not book {when} (Colombo time): {reason}.',
      facts,
    ),
    t('Services: {services}.', { services: describeServices(reservation, language) }),
    reason === 'provider_refund'
      ? t('The {fee} booking fee was refunded to your card already.', facts)
      : t('The {fee} booking fee is being refunded: it reaches your card in 5-10 working days.', facts),
    t('Please choose another time. We are sorry for the trouble.'),
  ];
  const link = { text: t('Book another time'), href: `${appUrl}/book-appointment` };
  const subject = t('We could not book your Salon appointment on {when}', facts);
  return {
    to: customer.email,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml(t('Your time could not be booked'), lines, link, language),
    logSummary: `refused hold ${reservation.id}`,
  };
}

function customerSms(hold: RefusedHold) {
  const { customer, reservation, reason } = hold;
  const to = toSriLankaMobileE164(phoneWeMayText(customer));
  if (!to) return undefined;
  const { language } = customer;
  const t = translator(language);
  const values = {
    when: t('{date} at {time}', {
      date: formatSmsDate(reservation.date, language),
      time: formatMailTime(hold.times.startTime, language),
    }),
    fee: formatMailLkr(reservation.bookingFeeLkr, language),
    reference: holdReference(reservation.id),
  };
  return {
    to,
    // Short enough for one text: the mail says why in full.
    text:
      reason === 'provider_refund'
        ? t('Salon: we could not book {when} ({reference}). Your {fee} fee was refunded already.', values)
        : t(
            'Salon: we could not book {when} ({reference}). Your {fee} fee is refunded to your card in 5-10 working days.',
            values,
          ),
    logSummary: `refused hold ${reservation.id}`,
  };
}

function salonMail(to: string, hold: RefusedHold, appUrl: string): MailMessage {
  const { customer, reservation, reason } = hold;
  const when = describeWhen(slot(hold));
  const fee = formatMailLkr(reservation.bookingFeeLkr, 'en');
  const lines = [
    `${oneLine(customer.name)} paid the booking fee for ${when} (Colombo time), but it could not be booked: ${salonReasonText[reason]}.`,
    reason === 'provider_refund'
      ? `The ${fee} fee was refunded already (payment ${reservation.paymentIntentId}).`
      : `The ${fee} fee is refunded to the customer (payment ${reservation.paymentIntentId}).`,
    `Services: ${describeServices(reservation)}.`,
    `Customer: ${customerContact(customer)}.`,
  ];
  const link = { text: 'Open the back office', href: `${appUrl}/admin/dashboard` };
  const subject = `Paid time not booked, fee refunded: ${when} (${holdReference(reservation.id)})`;
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml('A paid time could not be booked', lines, link),
    logSummary: subject,
  };
}
