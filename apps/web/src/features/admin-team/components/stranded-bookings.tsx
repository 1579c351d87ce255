import { stylistClashesSchema } from '@salon/contracts';
import type { StylistClash } from '@salon/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatShortDate } from '../../../lib/salon-date.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/** The bookings a refused change of shifts or time off names (a 409's `details.bookings`), or none. */
export function strandedBookingsOf(error: unknown): StylistClash[] {
  const listed = isApiError(error) ? stylistClashesSchema.safeParse(error.details) : undefined;
  return listed?.success ? listed.data.bookings : [];
}

/**
 * docs/architecture.md#team-admin: the bookings (and holds a customer is paying for) a change
 * would leave without the stylist; nothing was saved, and the owner moves them first.
 */
export function StrandedBookings({ bookings }: { bookings: StylistClash[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (bookings.length === 0) return null;
  return (
    <Alert tone="error" title={t('Nothing was saved')}>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {bookings.map((booking) => {
          const when = {
            date: formatShortDate(booking.date, language),
            time: formatTime12h(booking.startTime, language),
          };
          return (
            <li key={`${booking.date} ${booking.startTime}`}>
              {booking.reference
                ? t('{reference} on {date} at {time}', { reference: booking.reference, ...when })
                : t('{date} at {time}: a customer is paying for this time now', when)}
            </li>
          );
        })}
      </ul>
      <p className="mt-2">{t('Move bookings to a colleague from the team list first.')}</p>
    </Alert>
  );
}
