import type { Language } from '@salon/contracts';
import type { AppointmentRow } from '../../db/schema/index.ts';
import { buildIcsEvent } from '../../mail/ics.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { formatMailDate, formatMailTimes, translator } from '../../mail/translate.ts';
import { describeBookedServices } from '../appointments/booked-service-titles.ts';
import { SALON_LOCATION } from './booking-confirmation.ts';

type AppointmentFacts = Pick<
  AppointmentRow,
  'id' | 'reference' | 'date' | 'startTime' | 'endTime' | 'startsAt' | 'services'
> & { rescheduleCount?: number };

/**
 * "Friday, December 4, 2026, 10:00 AM–11:00 AM": salon-local, as the booking confirmation says
 * it; the date and the 12-hour clock in the customer's language otherwise
 * (docs/architecture.md#languages).
 */
export const describeWhen = (
  appointment: Pick<AppointmentFacts, 'date' | 'startTime' | 'endTime'>,
  language: Language = 'en',
) =>
  `${formatMailDate(appointment.date, language)}, ${formatMailTimes(appointment.startTime, appointment.endTime, language)}`;

/** The booked services, titled in the customer's language; the salon's notices keep English. */
export const describeServices = (
  appointment: Pick<AppointmentFacts, 'services'>,
  language: Language = 'en',
) => describeBookedServices(appointment.services, language);

/**
 * The appointment as a calendar file. The UID is the booking confirmation's, so a calendar
 * that already holds the event updates it instead of adding a second one (SEQUENCE counts the moves).
 */
export function appointmentIcsAttachment(
  appointment: AppointmentFacts,
  endsAt: Date,
  now: Date,
  language: Language = 'en',
): MailAttachment {
  const t = translator(language);
  return {
    filename: 'appointment.ics',
    content: buildIcsEvent({
      uid: `${appointment.id}@salon.lk`,
      start: appointment.startsAt,
      end: endsAt,
      summary: t('Salon appointment {reference}', { reference: appointment.reference }),
      description: t('Services: {services}', { services: describeServices(appointment, language) }),
      location: SALON_LOCATION,
      now,
      // Each move is a newer version of the one event.
      sequence: appointment.rescheduleCount ?? 0,
    }),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
