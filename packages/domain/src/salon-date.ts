/** The salon-local calendar date (yyyy-MM-dd) of an instant, whatever the server's own zone. */
export function toSalonDate(instant: Date, timeZone: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
