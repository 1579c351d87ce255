import { appointmentEventTexts, buildIcsEvent } from '@salon/domain';
import type { Appointment, Language } from '@salon/contracts';
import type { TextValues } from '../../../lib/language.ts';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';

/** docs/product.md#4.4: a customer may cancel only from pending or confirmed. */
export const canCancel = (appointment: Pick<Appointment, 'status'>) =>
  appointment.status === 'pending' || appointment.status === 'confirmed';

/**
 * docs/product.md#2.11: the card's total is totalAmount plus appointmentFee. Both come from the stored
 * appointment (the fee can differ from today's, so the domain constant is not used here).
 */
export const appointmentTotalLkr = (appointment: Pick<Appointment, 'totalAmount' | 'appointmentFee'>) =>
  appointment.totalAmount + appointment.appointmentFee;

/** The visit's start as a Date (the server sends it as an ISO instant). */
export const visitStart = (appointment: Pick<Appointment, 'startsAt'>) => new Date(appointment.startsAt);

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * docs/product.md#2.11: the Add to calendar link, a calendar file built in the browser with the
 * same event (and UID) as the confirmation mail's attachment, so a calendar updates rather than
 * doubles it. Its words and the services' titles are in the visitor's language, as the mail's
 * file is in the customer's (docs/architecture.md#languages).
 */
export function calendarFileHref(
  appointment: Pick<
    Appointment,
    | '_id'
    | 'appointmentId'
    | 'startsAt'
    | 'startTime'
    | 'endTime'
    | 'services'
    | 'createdAt'
    | 'rescheduleCount'
    | 'staff'
  >,
  location: string,
  language: Language,
  t: (text: string, values?: TextValues) => string,
) {
  const start = visitStart(appointment);
  const minutes = appointment.endTime ? minutesOf(appointment.endTime) - minutesOf(appointment.startTime) : 0;
  const services = appointment.services
    .map((line) => `${bookedServiceTitle(line.service, language)} x ${line.quantity}`)
    .join(', ');
  const ics = buildIcsEvent({
    uid: `${appointment._id}@salon.lk`,
    start,
    end: new Date(start.getTime() + Math.max(minutes, 30) * 60_000),
    // The mail's attachment uses the same words (docs/product.md: "... with Nimali").
    ...appointmentEventTexts(
      {
        reference: appointment.appointmentId || appointment._id,
        services,
        stylistName: appointment.staff?.name,
      },
      t,
    ),
    location,
    // Stamped with the booking's own time: the file is the same whenever it is downloaded.
    now: new Date(appointment.createdAt),
    // The same event as the mails' .ics: a moved visit replaces the old one in the calendar.
    sequence: appointment.rescheduleCount ?? 0,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
