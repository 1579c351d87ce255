/** A minimal RFC 5545 calendar with one event; times in UTC so every calendar app agrees. */
export function buildIcsEvent(event: {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  now: Date;
  /** Raised with each change of the same event (a moved appointment), so calendars take the newest. */
  sequence?: number;
}): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const escape = (text: string) =>
    text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escape(event.summary)}`,
    `DESCRIPTION:${escape(event.description)}`,
    `LOCATION:${escape(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Turns an English text with {placeholders} into the reader's language (the mail's or the screen's). */
export type TranslateText = (english: string, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The appointment's calendar event in words, the one rule for the mail's attachment and the
 * Add to calendar link (docs/product.md: the file reads "Salon appointment SAL-XXXX with Nimali").
 * Without a stylist (a salon with no team, docs/decisions/0036-stylists.md) it reads as it always did.
 */
export function appointmentEventTexts(
  appointment: { reference: string; services: string; stylistName?: string | null },
  t: TranslateText,
): { summary: string; description: string } {
  const { reference, stylistName } = appointment;
  const services = t('Services: {services}', { services: appointment.services });
  return stylistName
    ? {
        summary: t('Salon appointment {reference} with {stylist}', { reference, stylist: stylistName }),
        description: `${services}\n${t('Stylist: {stylist}', { stylist: stylistName })}`,
      }
    : { summary: t('Salon appointment {reference}', { reference }), description: services };
}
