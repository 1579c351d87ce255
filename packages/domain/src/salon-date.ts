// Building a formatter costs far more than using one, and the salon has one zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The salon-local calendar date (yyyy-MM-dd) of an instant, whatever the server's own zone. */
export function toSalonDate(instant: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
