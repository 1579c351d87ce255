import { format } from 'date-fns';
import type { AppointmentRow } from '../../db/schema/index.ts';
import { buildIcsEvent } from '../../mail/ics.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { SALON_LOCATION } from '../appointments/booking-confirmation.ts';

type AppointmentFacts = Pick<
  AppointmentRow,
  'id' | 'reference' | 'date' | 'startTime' | 'endTime' | 'startsAt' | 'services'
> & { rescheduleCount?: number };

/** "Friday, December 4, 2026, 10:00–11:00": salon-local, as the booking confirmation says it. */
export const describeWhen = (appointment: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'>) =>
  `${format(new Date(`${appointment.date}T00:00:00`), 'EEEE, MMMM d, yyyy')}, ${appointment.startTime}–${appointment.endTime}`;

export const describeServices = (appointment: AppointmentFacts) =>
  appointment.services.map((service) => `${service.title} x ${service.quantity}`).join(', ');

/**
 * The appointment as a calendar file. The UID is the booking confirmation's, so a calendar
 * that already holds the event updates it instead of adding a second one (SEQUENCE counts the moves).
 */
export function appointmentIcsAttachment(
  appointment: AppointmentFacts,
  endsAt: Date,
  now: Date,
): MailAttachment {
  return {
    filename: 'appointment.ics',
    content: buildIcsEvent({
      uid: `${appointment.id}@salon.lk`,
      start: appointment.startsAt,
      end: endsAt,
      summary: `Salon appointment ${appointment.reference}`,
      description: `Services: ${describeServices(appointment)}`,
      location: SALON_LOCATION,
      now,
      // Each move is a newer version of the one event.
      sequence: appointment.rescheduleCount ?? 0,
    }),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
