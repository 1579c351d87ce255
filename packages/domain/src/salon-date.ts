// Building an Intl.DateTimeFormat costs tens of microseconds, and availability converts two
// instants per reservation of the day: one formatter per zone, made once, keeps that cheap.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The salon-local calendar date (yyyy-MM-dd) of an instant, whatever the server's own zone. */
export function toSalonDate(instant: Date, timeZone: string): string {
  return dateFormatter(timeZone).format(instant);
}
