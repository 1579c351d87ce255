import type { Language } from '@salon/contracts';
import { appointmentEventTexts } from '@salon/domain';
import type { AppointmentRow } from '../../db/schema/index.ts';
import { buildIcsEvent } from '../../mail/ics.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { formatMailDate, formatMailTimes, translator } from '../../mail/translate.ts';
import { describeBookedServices } from '../appointments/booked-service-titles.ts';

export const SALON_LOCATION = 'Salon, No. 42, Galle Road, Colombo 03';

type AppointmentFacts = Pick<
  AppointmentRow,
  'id' | 'reference' | 'date' | 'startTime' | 'endTime' | 'startsAt' | 'services'
> & { rescheduleCount?: number };

/**
 * The branch an appointment is at (docs/decisions/0045-branches.md); `named` when the salon has
 * two or more, so a one-branch salon's messages read as they always did.
 */
export interface BranchPlace {
  name: string;
  address: string | null;
  phone: string | null;
  mapUrl: string | null;
  named: boolean;
}

/** The calendar event's place: the branch's name and address with two or more branches. */
export const eventLocation = (branch: BranchPlace | undefined) =>
  branch?.named ? [`Salon ${branch.name}`, branch.address].filter(Boolean).join(', ') : SALON_LOCATION;

/** "Branch: Nugegoda, No. 118, High Level Road." with two or more branches; nothing with one. */
export function branchLines(branch: BranchPlace | undefined, language: Language = 'en'): string[] {
  if (!branch?.named) return [];
  const t = translator(language);
  return [t('Branch: {branch}.', { branch: [branch.name, branch.address].filter(Boolean).join(', ') })];
}

/** The name of the stylist an appointment is with; null (or absent) for a salon with no team. */
export type StylistName = string | null | undefined;

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
 * "Stylist: Nimali." under the services: a line of its own, so a booking with no stylist (a salon
 * with no team, docs/decisions/0036-stylists.md) reads as it always did.
 */
export function stylistLines(stylistName: StylistName, language: Language = 'en'): string[] {
  const t = translator(language);
  return stylistName ? [t('Stylist: {stylist}.', { stylist: stylistName })] : [];
}

/**
 * The appointment as a calendar file. The UID is the booking confirmation's, so a calendar
 * that already holds the event updates it instead of adding a second one (SEQUENCE counts the moves).
 */
export function appointmentIcsAttachment(
  appointment: AppointmentFacts,
  endsAt: Date,
  now: Date,
  language: Language = 'en',
  stylistName: StylistName = null,
  branch?: BranchPlace,
): MailAttachment {
  const { reference } = appointment;
  const texts = appointmentEventTexts(
    { reference, services: describeServices(appointment, language), stylistName },
    translator(language),
  );
  return {
    filename: 'appointment.ics',
    content: buildIcsEvent({
      uid: `${appointment.id}@salon.lk`,
      start: appointment.startsAt,
      end: endsAt,
      // The same words as the web's Add to calendar link: the stylist in the summary when there is one.
      ...texts,
      location: eventLocation(branch),
      now,
      // Each move is a newer version of the one event.
      sequence: appointment.rescheduleCount ?? 0,
    }),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
