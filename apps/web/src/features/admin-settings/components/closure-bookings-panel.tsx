import type { ClosureBooking } from '@salon/contracts';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface ClosureBookingsPanelProps {
  bookings: ClosureBooking[];
  isCancelling: boolean;
  onCancelAll: () => void;
  onKeepOpen: () => void;
}

/**
 * docs/product.md#4.4: a closure that would shut booked days is not saved until the owner
 * decides: cancel every booking listed (each customer told, the fee refunded), or keep the days
 * open and move the bookings with their customers first.
 */
export function ClosureBookingsPanel({
  bookings,
  isCancelling,
  onCancelAll,
  onKeepOpen,
}: ClosureBookingsPanelProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section
      role="alert"
      aria-labelledby="closure-bookings-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="closure-bookings-title" className="font-semibold text-ink">
        {bookings.length === 1
          ? t('One booking falls on these days')
          : t('{count} bookings fall on these days', { count: String(bookings.length) })}
      </h3>
      <p className="text-sm text-ink">
        {t(
          'The closure is not saved yet. Cancel these bookings (each customer gets a mail and a text, and their booking fee is refunded), or keep the days open and move each booking with its customer first.',
        )}
      </p>
      <ul aria-label={t('Bookings on the closed days')} className="space-y-2">
        {bookings.map((booking) => (
          <li key={booking._id} className="rounded-lg border border-amber-200 bg-white px-3 py-2 text-sm">
            <p className="font-medium text-ink">
              {formatLongDate(booking.date, language)}, {formatTime12h(booking.startTime, language)} -{' '}
              {formatTime12h(booking.endTime, language)} · {booking.customerName}
            </p>
            <p className="text-ink-muted">
              {booking.services.join(', ')} · {booking.reference}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              {booking.customerPhone && (
                <a
                  href={`tel:${booking.customerPhone}`}
                  className={buttonClasses('ghost', 'sm', 'gap-1')}
                  aria-label={t('Call {name} on {phone}', {
                    name: booking.customerName,
                    phone: booking.customerPhone,
                  })}
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {booking.customerPhone}
                </a>
              )}
              <Link
                to={`/admin/appointments?search=${encodeURIComponent(booking.reference)}`}
                className={buttonClasses('outline', 'sm')}
              >
                {t('Open {reference} to move it', { reference: booking.reference })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="primary" isLoading={isCancelling} onClick={onCancelAll}>
          {t('Cancel these bookings and close')}
        </Button>
        <Button variant="outline" disabled={isCancelling} onClick={onKeepOpen}>
          {t('Keep the days open')}
        </Button>
      </div>
    </section>
  );
}
