import { appointmentMessages, whatsAppMessages } from '@salon/contracts';
import type { Appointment, Cart } from '@salon/contracts';
import { CalendarDays, CheckCircle2, Clock, MapPin, MessageCircle, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PaymentSplit } from '../../../components/ui/payment-split.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { lineTotalLkr } from '../../../lib/cart-lines.ts';
import { usePaymentSplit } from '../../../lib/use-payment-split.ts';
import { useSalonProfile, whatsAppChatHref } from '../../../lib/use-salon-profile.ts';
import { useAppointmentPlace } from '../../../lib/appointment-place.ts';

interface PaymentSuccessProps {
  appointment: Appointment;
  /** The cart as it was booked: the server has emptied the live one by now. */
  cart: Cart;
  onBookAnother: () => void;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl>'s group may hold only its <dt> and <dd>: the icon sits in the term, beside both.
    <div className="relative pl-8">
      <dt className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">
        <span className="absolute top-0.5 left-0 text-plum-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** docs/product.md#2.10: the payment success screen. */
export function PaymentSuccess({ appointment, cart, onBookAnother }: PaymentSuccessProps) {
  const salon = useSalonProfile();
  // A question about the booking goes to its branch's WhatsApp (the salon's when it has none).
  const place = useAppointmentPlace(appointment.branch);
  const { branch } = place;
  const t = useT();
  const { language } = useLanguage();
  const lkr = (amount: number) => formatLkr(amount, language);
  // The fee this booking paid, stored with it: the owner may have changed the fee since.
  const fee = appointment.appointmentFee;
  // A named stylist may charge their own prices (docs/decisions/0036-stylists.md): the booking's
  // own snapshot says what was booked, the cart only what the catalogue asks.
  const bookedPrice = (item: Cart['items'][number]) =>
    (appointment.staff &&
      appointment.services.find((line) => line.service._id === item.serviceId)?.service.price) ??
    item.price;
  const servicesTotal = appointment.staff ? appointment.totalAmount : cart.summary.servicesTotal;
  const split = usePaymentSplit(servicesTotal, fee);
  const endTime = appointment.endTime
    ? formatTime12h(appointment.endTime, language)
    : t(appointmentMessages.endTimeUnknown);
  const offer = appointment.specialOffer;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The booking form this replaced had focus; move it (and the view) to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="payment-success-title" className="mx-auto w-full max-w-2xl">
      <div className="overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-[0_24px_64px_-40px_rgb(74_29_63/0.6)]">
        <div className="bg-gradient-to-br from-emerald-50 to-blush-50 px-6 py-10 text-center sm:px-10">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
          <h1
            id="payment-success-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-3xl text-plum-950 focus:outline-none sm:text-4xl"
          >
            {t('Payment Successful!')}
          </h1>
          <p className="mt-2 text-ink-muted">{t('Your appointment has been successfully booked.')}</p>
          <p className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-sm shadow-sm">
            <span className="text-ink-muted">{t('Appointment ID: ')}</span>
            <span data-testid="appointment-id" className="font-mono font-semibold text-plum-900">
              {appointment.appointmentId}
            </span>
          </p>
        </div>

        <div className="space-y-6 px-6 py-8 sm:px-10">
          <dl className="grid gap-5 sm:grid-cols-2">
            <Detail icon={<CalendarDays aria-hidden="true" className="size-5" />} label={t('Date')}>
              {formatLongDate(appointment.date, language)}
            </Detail>
            <Detail icon={<Clock aria-hidden="true" className="size-5" />} label={t('Time')}>
              {`${formatTime12h(appointment.startTime, language)} - ${endTime}`}
            </Detail>
            {appointment.staff && (
              // docs/decisions/0036-stylists.md: who the salon (or the customer) chose.
              <Detail icon={<UserRound aria-hidden="true" className="size-5" />} label={t('Stylist')}>
                {appointment.staff.name}
              </Detail>
            )}
            <Detail icon={<MapPin aria-hidden="true" className="size-5" />} label={t('Location')}>
              {/* docs/decisions/0045-branches.md: with two or more branches, the one booked. */}
              {branch
                ? t('{salon} {branch} Branch, {address}', {
                    salon: salon.name,
                    branch: branch.name,
                    address: branch.address ?? salon.address,
                  })
                : t('{salon} Main Branch, {address}', { salon: salon.name, address: salon.address })}
            </Detail>
          </dl>

          <div className="rounded-2xl bg-sand-50 p-5">
            <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase">
              {t('Services')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {offer && (
                <li className="flex justify-between gap-4 font-medium">
                  <span>{offer.title}</span>
                  <span className="whitespace-nowrap tabular-nums">{lkr(offer.price)}</span>
                </li>
              )}
              {cart.items.map((item) => (
                <li key={item._id} className="flex justify-between gap-4">
                  <span
                    className={offer ? 'pl-3 text-ink-muted' : ''}
                  >{`${cartItemTitle(item, language)} x ${item.quantity}`}</span>
                  {!offer && (
                    <span className="whitespace-nowrap tabular-nums">
                      {lkr(lineTotalLkr({ ...item, price: bookedPrice(item) }))}
                    </span>
                  )}
                </li>
              ))}
              <li className="flex justify-between gap-4 border-t border-sand-200 pt-2">
                <span>{t('Booking Fee')}</span>
                <span className="whitespace-nowrap tabular-nums">{lkr(fee)}</span>
              </li>
              <li className="flex justify-between gap-4 font-semibold text-plum-950">
                <span>{t('Total')}</span>
                <span className="whitespace-nowrap tabular-nums">{lkr(servicesTotal + fee)}</span>
              </li>
            </ul>
            <PaymentSplit split={split} bookingFee={fee} paid className="mt-4 bg-white" />
          </div>

          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/profile/appointments" className={buttonClasses('primary', 'lg', 'flex-1')}>
              {t('View My Appointments')}
            </Link>
            <Button variant="outline" size="lg" className="flex-1" onClick={onBookAnother}>
              {t('Book Another Appointment')}
            </Button>
          </div>
          <p className="text-center text-sm text-ink-muted">
            {t('A question about this booking?')}{' '}
            <a
              href={whatsAppChatHref(
                place,
                // The template's English is whatsAppMessages.aboutBooking's: the same text for English.
                t('Hello {salon}, about my booking {reference} on {when}: ', {
                  salon: salon.name,
                  reference: appointment.appointmentId,
                  when: `${formatLongDate(appointment.date, language)}, ${formatTime12h(appointment.startTime, language)}`,
                }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              // 44 px tall for a finger (docs/product.md#9), though it sits in a line of text.
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-plum-800 underline underline-offset-4"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t(whatsAppMessages.chat)}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
