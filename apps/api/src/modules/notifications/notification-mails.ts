import type { Language } from '@salon/contracts';
import type { AppointmentStatus } from '../../db/schema/index.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { customerContact, oneLine } from '../../mail/one-line.ts';
import { formatMailLkr, translator } from '../../mail/translate.ts';
import {
  appointmentIcsAttachment,
  describeServices,
  branchLines,
  describeWhen,
  stylistLines,
} from './appointment-mail-parts.ts';
import type { BranchPlace, StylistName } from './appointment-mail-parts.ts';
import type { AppointmentForMail as AppointmentRead } from './notifications.repository.ts';

/** An appointment as the mails read it; a booking without `stylistName` is with no stylist. */
type AppointmentForMail = Omit<AppointmentRead, 'stylistName' | 'branch'> & {
  stylistName?: StylistName;
  /** Where it is (docs/decisions/0045-branches.md); absent reads as a one-branch salon. */
  branch?: BranchPlace;
};

function mail(
  to: string | null,
  subject: string,
  title: string,
  lines: string[],
  link: { text: string; href: string },
  language: Language = 'en',
): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml(title, lines, link, language),
    logSummary: subject,
  };
}

const customerLine = ({ customer }: AppointmentForMail) => `Customer: ${customerContact(customer)}.`;

/** docs/product.md#2.10: the customer's own note, for the salon only; nothing when they left none. */
const noteLines = ({ appointment }: AppointmentForMail) =>
  appointment.notes ? [`Customer note: ${appointment.notes}`] : [];

const fee = ({ appointment }: AppointmentForMail, language: Language = 'en') =>
  formatMailLkr(appointment.appointmentFeeLkr, language);

/** To the salon: a paid booking arrived (docs/architecture.md#admin). */
export function salonBookingNotice(to: string, booking: AppointmentForMail, appUrl: string): MailMessage {
  const { appointment } = booking;
  const when = describeWhen(appointment);
  return mail(
    to,
    `New booking ${appointment.reference}: ${when}`,
    'A new booking',
    [
      `${oneLine(booking.customer.name)} booked ${appointment.reference} for ${when} (Colombo time).`,
      `Services: ${describeServices(appointment)}.`,
      ...stylistLines(booking.stylistName),
      ...branchLines(booking.branch),
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
      `${change.byAdmin ? 'The salon' : `The customer, ${oneLine(booking.customer.name)},`} cancelled ${appointment.reference} for ${when} (Colombo time).`,
      `Services: ${describeServices(appointment)}.`,
      ...stylistLines(booking.stylistName),
      ...branchLines(booking.branch),
      customerLine(booking),
      ...(appointment.source === 'front-desk'
        ? ['It was booked at the front desk: nothing was paid online.']
        : [
            change.refunded
              ? `The ${fee(booking)} booking fee is refunded to the customer.`
              : `The ${fee(booking)} booking fee is kept: it was cancelled less than 24 hours ahead.`,
          ]),
    ],
    { text: 'Open the back office', href: `${appUrl}/admin/dashboard` },
  );
}

/**
 * To the customer, when the salon moves the appointment on, marks it missed, either side
 * cancels it, or the salon's undo gives them back their booking; null for a change the
 * customer is not told about (an undo of a confirmation or of a completed visit).
 */
export function customerStatusMail(
  booking: AppointmentForMail,
  change: {
    from?: AppointmentStatus;
    to: AppointmentStatus;
    byAdmin: boolean;
    refunded: boolean | null;
    undo?: boolean;
  },
  appUrl: string,
): MailMessage | null {
  const { appointment, customer } = booking;
  const { language } = customer;
  const t = translator(language);
  const facts = {
    reference: appointment.reference,
    when: describeWhen(appointment, language),
    fee: fee(booking, language),
  };
  const hello = t('Hello {name},', { name: customer.name });
  const stylist = stylistLines(booking.stylistName, language);
  // Which branch, with its address, when the salon has two or more (docs/decisions/0045-branches.md).
  const place = branchLines(booking.branch, language);
  const mine = { text: t('See your appointments'), href: `${appUrl}/profile/appointments` };
  // docs/decisions/0025-status-undo.md: an undo that restores the booking says so.
  if (change.undo && change.from === 'cancelled')
    return mail(
      customer.email,
      t('Your Salon appointment on {when} is booked again', facts),
      t('Your appointment is booked again'),
      [
        hello,
        t(
          'The salon took back the cancellation of your appointment {reference}: it is booked again for {when} (Colombo time). We are sorry for the confusion.',
          facts,
        ),
        ...stylist,
        ...place,
      ],
      mine,
      language,
    );
  if (change.undo && change.from === 'no-show')
    return mail(
      customer.email,
      t('Your Salon appointment on {when} is no longer marked missed', facts),
      t('Your visit is not marked missed'),
      [
        hello,
        t(
          'The salon marked your appointment {reference} on {when} as missed by mistake and has corrected it.',
          facts,
        ),
        ...stylist,
        ...place,
      ],
      mine,
      language,
    );
  if (change.undo) return null;
  if (change.to === 'no-show')
    return mail(
      customer.email,
      t('We missed you at Salon on {when}', facts),
      t('We missed you'),
      [
        hello,
        t('Your appointment {reference} on {when} (Colombo time) was marked as missed.', facts),
        ...stylist,
        ...place,
        t(
          'As the visit was missed, the {fee} booking fee is not refunded. If this is a mistake, please contact the salon.',
          facts,
        ),
      ],
      { text: t('Book again'), href: `${appUrl}/services` },
      language,
    );
  if (change.to === 'confirmed')
    return mail(
      customer.email,
      t('Your Salon appointment on {when} is confirmed', facts),
      t('Your appointment is confirmed'),
      [
        hello,
        t('The salon confirmed your appointment {reference} for {when} (Colombo time).', facts),
        t('Services: {services}.', { services: describeServices(appointment, language) }),
        ...stylist,
        ...place,
        t('Cancel at least 24 hours ahead to have the booking fee refunded.'),
      ],
      mine,
      language,
    );
  if (change.to === 'completed')
    return mail(
      customer.email,
      t('Thank you for visiting Salon'),
      t('Thank you for your visit'),
      [
        hello,
        t('Your appointment {reference} on {when} is complete. Thank you for visiting us.', facts),
        ...stylist,
        ...place,
        t('We would love to hear how it went.'),
      ],
      { text: t('Write a review'), href: `${appUrl}/reviews` },
      language,
    );
  if (change.to !== 'cancelled') return null;
  return mail(
    customer.email,
    t('Your Salon appointment on {when} is cancelled', facts),
    t('Your appointment is cancelled'),
    [
      hello,
      change.byAdmin
        ? t(
            'The salon cancelled your appointment {reference} for {when}. We are sorry for the change.',
            facts,
          )
        : t('You cancelled your appointment {reference} for {when}.', facts),
      ...stylist,
      ...place,
      // A booking made at the front desk paid nothing online: there is no card to refund to
      // (docs/decisions/0040-front-desk.md).
      ...(appointment.source === 'front-desk'
        ? []
        : [
            change.refunded
              ? t('The {fee} booking fee is refunded: it reaches your card in 5-10 working days.', facts)
              : t(
                  'The {fee} booking fee is not refunded, as the appointment was cancelled less than 24 hours before it starts.',
                  facts,
                ),
          ]),
    ],
    mine,
    language,
  );
}

/** The time an appointment had before it moved, and the branch it left when the move changed it. */
export type PreviousTime = {
  date: string;
  startTime: string;
  endTime: string;
  branchId?: string | undefined;
};

/**
 * To the customer: the appointment moved; the new .ics updates the event already in their calendar.
 * `movedFrom` names the branch it left when the move changed the branch
 * (docs/decisions/0047-back-office-per-branch.md): the mail then says from which to which, so
 * the customer does not go to the old one; the branch line under it gives the new one's address.
 */
export function customerRescheduledMail(
  booking: AppointmentForMail,
  previous: PreviousTime,
  appUrl: string,
  now: Date,
  movedFrom?: string,
): MailMessage {
  const { appointment, customer } = booking;
  const { language } = customer;
  const t = translator(language);
  const when = describeWhen(appointment, language);
  const facts = { reference: appointment.reference, when, previous: describeWhen(previous, language) };
  const branchMove =
    movedFrom !== undefined && booking.branch ? { from: movedFrom, to: booking.branch } : undefined;
  const message = mail(
    customer.email,
    branchMove
      ? t('Your appointment has moved to {branch}: {when}', { branch: branchMove.to.name, when })
      : t('Your appointment has moved: {when}', { when }),
    t('Your appointment has moved'),
    [
      t('Hello {name},', { name: customer.name }),
      branchMove
        ? t(
            'Your appointment {reference} has moved from {from} to {to}: {when} (Colombo time). It was {previous}.',
            { ...facts, from: branchMove.from, to: branchMove.to.name },
          )
        : t('Your appointment {reference} has moved to {when} (Colombo time). It was {previous}.', facts),
      t('Services: {services}.', { services: describeServices(appointment, language) }),
      ...stylistLines(booking.stylistName, language),
      // The new branch's address always follows a change of branch.
      ...branchLines(branchMove ? { ...branchMove.to, named: true } : booking.branch, language),
      t(
        'The booking fee you paid stays with the appointment: there is nothing more to pay. The attached calendar file updates the event in your calendar.',
      ),
    ],
    { text: t('See your appointments'), href: `${appUrl}/profile/appointments` },
    language,
  );
  return {
    ...message,
    attachments: [
      appointmentIcsAttachment(
        appointment,
        booking.endsAt,
        now,
        language,
        booking.stylistName,
        booking.branch,
      ),
    ],
  };
}

/**
 * To the salon: a booking moved. `movedFrom` names the branch it left when the move changed
 * branch, as the customer's mail does (docs/decisions/0047-back-office-per-branch.md), so each
 * branch's staff see a visit arriving or leaving.
 */
export function salonRescheduleNotice(
  to: string,
  booking: AppointmentForMail,
  previous: PreviousTime,
  appUrl: string,
  movedFrom?: string,
): MailMessage {
  const { appointment } = booking;
  const when = describeWhen(appointment);
  const branchMove =
    movedFrom !== undefined && booking.branch
      ? [`It moved from ${oneLine(movedFrom)} to ${oneLine(booking.branch.name)}.`]
      : [];
  return mail(
    to,
    `Booking ${appointment.reference} moved: ${when}`,
    'A booking has moved',
    [
      `${oneLine(booking.customer.name)} moved ${appointment.reference} to ${when} (Colombo time). It was ${describeWhen(previous)}.`,
      ...branchMove,
      `Services: ${describeServices(appointment)}.`,
      ...stylistLines(booking.stylistName),
      ...branchLines(booking.branch),
      customerLine(booking),
      ...noteLines(booking),
    ],
    { text: 'Open the back office', href: `${appUrl}/admin/dashboard` },
  );
}
