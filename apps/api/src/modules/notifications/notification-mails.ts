import type { AppointmentStatus } from '../../db/schema/index.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { appointmentIcsAttachment, describeServices, describeWhen } from './appointment-mail-parts.ts';
import type { AppointmentForMail } from './notifications.repository.ts';

function mail(
  to: string,
  subject: string,
  title: string,
  lines: string[],
  link: { text: string; href: string },
): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml(title, lines, link),
    logSummary: subject,
  };
}

const customerLine = ({ customer }: AppointmentForMail) =>
  `Customer: ${customer.name}, ${customer.email}${customer.phone ? `, ${customer.phone}` : ''}.`;

/** docs/product.md#2.10: the customer's own note, for the salon only; nothing when they left none. */
const noteLines = ({ appointment }: AppointmentForMail) =>
  appointment.notes ? [`Customer note: ${appointment.notes}`] : [];

const fee = ({ appointment }: AppointmentForMail) => `LKR ${appointment.appointmentFeeLkr}`;

/** To the salon: a paid booking arrived (docs/architecture.md#admin). */
export function salonBookingNotice(to: string, booking: AppointmentForMail, appUrl: string): MailMessage {
  const { appointment } = booking;
  const when = describeWhen(appointment);
  return mail(
    to,
    `New booking ${appointment.reference}: ${when}`,
    'A new booking',
    [
      `${booking.customer.name} booked ${appointment.reference} for ${when} (Colombo time).`,
      `Services: ${describeServices(appointment)}.`,
      customerLine(booking),
      ...noteLines(booking),
      appointment.status === 'pending'
        ? 'It is pending: confirm it in the back office.'
        : 'It is confirmed already (automatic confirmation is on).',
    ],
    { text: 'Open the back office', href: `${appUrl}/admin/dashboard` },
  );
}

/** To the salon: who cancelled, and whether the fee went back. */
export function salonCancellationNotice(
  to: string,
  booking: AppointmentForMail,
  change: { byAdmin: boolean; refunded: boolean },
  appUrl: string,
): MailMessage {
  const { appointment } = booking;
  const when = describeWhen(appointment);
  return mail(
    to,
    `Booking ${appointment.reference} cancelled: ${when}`,
    'A booking was cancelled',
    [
      `${change.byAdmin ? 'The salon' : `The customer, ${booking.customer.name},`} cancelled ${appointment.reference} for ${when} (Colombo time).`,
      `Services: ${describeServices(appointment)}.`,
      customerLine(booking),
      change.refunded
        ? `The ${fee(booking)} booking fee is refunded to the customer.`
        : `The ${fee(booking)} booking fee is kept: it was cancelled less than 24 hours ahead.`,
    ],
    { text: 'Open the back office', href: `${appUrl}/admin/dashboard` },
  );
}

/**
 * To the customer, when the salon moves the appointment on or either side cancels it; null
 * for a change the customer is not told about (no-show).
 */
export function customerStatusMail(
  booking: AppointmentForMail,
  change: { to: AppointmentStatus; byAdmin: boolean; refunded: boolean | null },
  appUrl: string,
): MailMessage | null {
  const { appointment, customer } = booking;
  const when = describeWhen(appointment);
  const hello = `Hello ${customer.name},`;
  const mine = { text: 'See your appointments', href: `${appUrl}/profile/appointments` };
  if (change.to === 'confirmed')
    return mail(
      customer.email,
      `Your Salon appointment on ${when} is confirmed`,
      'Your appointment is confirmed',
      [
        hello,
        `The salon confirmed your appointment ${appointment.reference} for ${when} (Colombo time).`,
        `Services: ${describeServices(appointment)}.`,
        'Cancel at least 24 hours ahead to have the booking fee refunded.',
      ],
      mine,
    );
  if (change.to === 'completed')
    return mail(
      customer.email,
      'Thank you for visiting Salon',
      'Thank you for your visit',
      [
        hello,
        `Your appointment ${appointment.reference} on ${when} is complete. Thank you for visiting us.`,
        'We would love to hear how it went.',
      ],
      { text: 'Write a review', href: `${appUrl}/reviews` },
    );
  if (change.to !== 'cancelled') return null;
  return mail(
    customer.email,
    `Your Salon appointment on ${when} is cancelled`,
    'Your appointment is cancelled',
    [
      hello,
      change.byAdmin
        ? `The salon cancelled your appointment ${appointment.reference} for ${when}. We are sorry for the change.`
        : `You cancelled your appointment ${appointment.reference} for ${when}.`,
      change.refunded
        ? `The ${fee(booking)} booking fee is refunded: it reaches your card in 5-10 working days.`
        : `The ${fee(booking)} booking fee is not refunded, as the appointment was cancelled less than 24 hours before it starts.`,
    ],
    mine,
  );
}

/** The time an appointment had before it moved. */
export type PreviousTime = { date: string; startTime: string; endTime: string };

/** To the customer: the appointment moved; the new .ics updates the event already in their calendar. */
export function customerRescheduledMail(
  booking: AppointmentForMail,
  previous: PreviousTime,
  appUrl: string,
  now: Date,
): MailMessage {
  const { appointment, customer } = booking;
  const when = describeWhen(appointment);
  const message = mail(
    customer.email,
    `Your appointment has moved: ${when}`,
    'Your appointment has moved',
    [
      `Hello ${customer.name},`,
      `Your appointment ${appointment.reference} has moved to ${when} (Colombo time). It was ${describeWhen(previous)}.`,
      `Services: ${describeServices(appointment)}.`,
      'The booking fee you paid stays with the appointment: there is nothing more to pay. The attached calendar file updates the event in your calendar.',
    ],
    { text: 'See your appointments', href: `${appUrl}/profile/appointments` },
  );
  return { ...message, attachments: [appointmentIcsAttachment(appointment, booking.endsAt, now)] };
}

/** To the salon: a customer moved their booking. */
export function salonRescheduleNotice(
  to: string,
  booking: AppointmentForMail,
  previous: PreviousTime,
  appUrl: string,
): MailMessage {
  const { appointment } = booking;
  const when = describeWhen(appointment);
  return mail(
    to,
    `Booking ${appointment.reference} moved: ${when}`,
    'A booking has moved',
    [
      `${booking.customer.name} moved ${appointment.reference} to ${when} (Colombo time). It was ${describeWhen(previous)}.`,
      `Services: ${describeServices(appointment)}.`,
      customerLine(booking),
      ...noteLines(booking),
    ],
    { text: 'Open the back office', href: `${appUrl}/admin/dashboard` },
  );
}
