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

/** The calendar date `days` after a yyyy-MM-dd date (negative: before). Date.UTC counts whole days only: no clock changes. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}
