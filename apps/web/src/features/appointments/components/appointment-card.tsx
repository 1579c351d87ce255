import { appointmentLinkMessages, appointmentMessages, appointmentStatusNotes } from '@salon/contracts';
import type { Appointment, Language } from '@salon/contracts';
import { REFUND_NOTICE_HOURS } from '@salon/domain';
import { CalendarDays, CalendarPlus, Clock, MapPin, UserRound, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PaymentSplit } from '../../../components/ui/payment-split.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h, formatTimestampDate } from '../../../lib/format-time.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { TextValues } from '../../../lib/language.ts';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { usePaymentSplit } from '../../../lib/use-payment-split.ts';
import { useAppointmentPlace } from '../../../lib/appointment-place.ts';
import { appointmentTotalLkr, calendarFileHref, canCancel } from '../lib/appointment-display.ts';
import { AppointmentNote } from './appointment-note.tsx';
import { RescheduleAction } from './reschedule-action.tsx';

interface AppointmentCardProps {
  appointment: Appointment;
  onCancel: (appointment: Appointment) => void;
  isCancelling: boolean;
  /** Its start had passed when the list arrived (it is listed under Past). */
  timePassed: boolean;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl>'s group may hold only its <dt> and <dd>: the icon stands for the term, whose words are read out.
    <div className="flex items-start gap-2.5">
      <dt className="mt-0.5 text-plum-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** docs/product.md#2.11: what became of the booking fee of a cancelled appointment. */
function refundNote(
  appointment: Appointment,
  t: (text: string, values?: TextValues) => string,
  language: Language,
) {
  const fee = formatLkr(appointment.appointmentFee, language);
  if (appointment.feeRefunded) {
    return t(
      'Booking fee of {fee} refunded; it reaches your card within 5-10 working days of the cancellation.',
      { fee },
    );
  }
  if (appointment.feeRefundPending) {
    return t('Booking fee refund of {fee} is on its way; it reaches your card within 5-10 working days.', {
      fee,
    });
  }
  return t('Cancelled less than {hours} hours before: the booking fee was not refunded.', {
    hours: REFUND_NOTICE_HOURS,
  });
}

const linkClasses = buttonClasses('outline', 'sm');

/**
 * docs/product.md#2.11: one appointment led by its booking reference, with its status and what it
 * means, time, services, money, calendar and map links and the cancel action. A pending or
 * confirmed visit whose time has passed has no links or actions, only a line saying so.
 */
export function AppointmentCard({ appointment, onCancel, isCancelling, timePassed }: AppointmentCardProps) {
  // The visit's own branch for its place, calendar file and Directions, not the main one.
  const place = useAppointmentPlace(appointment.branch);
  const { branch } = place;
  const t = useT();
  const { language } = useLanguage();
  const split = usePaymentSplit(appointment.totalAmount, appointment.appointmentFee);
  const reference = appointment.appointmentId || appointment._id;
  const live = appointment.status === 'pending' || appointment.status === 'confirmed';
  const active = live && !timePassed;
  const headingId = `appointment-${appointment._id}`;
  const endTime = appointment.endTime
    ? formatTime12h(appointment.endTime, language)
    : t(appointmentMessages.endTimeUnknown);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_12px_40px_-28px_rgb(74_29_63/0.45)]"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase" aria-hidden="true">
            {t(appointmentLinkMessages.bookingReference)}
          </p>
          <h3 id={headingId} className="font-mono text-base font-semibold break-all text-plum-950">
            <span className="sr-only">{t('Appointment, booking reference ')}</span>
            {reference}
          </h3>
          <p className="mt-0.5 text-xs text-ink-muted">
            {t('Booked on {date}', { date: formatTimestampDate(appointment.createdAt, language) })}
          </p>
        </div>
        <StatusBadge status={appointment.status} t={t} />
      </div>
      <p data-testid="status-note" className="mt-3 text-sm text-ink">
        {t(appointmentStatusNotes[appointment.status])}
      </p>
      {live && timePassed && (
        <p data-testid="time-passed-note" className="mt-1 text-sm text-ink-muted">
          {t(appointmentLinkMessages.timePassed)}
        </p>
      )}
      {appointment.status === 'cancelled' && (
        <p data-testid="refund-note" className="mt-1 text-sm text-ink">
          {refundNote(appointment, t, language)}
        </p>
      )}

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('Date')}>
          {formatLongDate(appointment.date, language)}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label={t('Time')}>
          {`${formatTime12h(appointment.startTime, language)} - ${endTime}`}
        </Fact>
        {appointment.staff && (
          // docs/decisions/0036-stylists.md: who does it; a booking from before the team has none.
          <Fact icon={<UserRound aria-hidden="true" className="size-4" />} label={t('Stylist')}>
            {t('With {name}', { name: appointment.staff.name })}
          </Fact>
        )}
        {branch && (
          // docs/decisions/0045-branches.md: with two or more branches, where the visit is.
          <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label={t('Branch')}>
            {branch.address ? `${branch.name}, ${branch.address}` : branch.name}
          </Fact>
        )}
      </dl>

      <div className="mt-5 rounded-2xl bg-sand-50 p-4">
        <h4 className="font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase">
          {t('Services')}
        </h4>
        {appointment.specialOffer && (
          <p className="mt-2 text-sm font-medium text-plum-900">{appointment.specialOffer.title}</p>
        )}
        {appointment.services.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t(appointmentMessages.noServiceInformation)}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-ink">
            {appointment.services.map((line, index) => (
              <li key={`${line.service._id}-${index}`}>
                {`${bookedServiceTitle(line.service, language) || t(appointmentMessages.serviceUnavailable)} x ${line.quantity}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <AppointmentNote appointment={appointment} />

      <p className="mt-5 flex justify-between gap-3 text-sm text-ink-muted">
        {t('Total')}
        <span className="font-semibold text-plum-950 tabular-nums">
          {formatLkr(appointmentTotalLkr(appointment), language)}
        </span>
      </p>
      {appointment.status !== 'cancelled' && (
        <PaymentSplit split={split} bookingFee={appointment.appointmentFee} paid className="mt-3" />
      )}
      {appointment.paymentId && (
        <p className="mt-3 text-xs break-all text-ink-muted">
          {t('Payment ID:')} <span className="font-mono">{appointment.paymentId}</span>
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        {active && (
          <>
            <a
              className={linkClasses}
              href={calendarFileHref(appointment, place.location, language, t)}
              download={`appointment-${reference}.ics`}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t(appointmentLinkMessages.addToCalendar)}
            </a>
            {place.mapsHref && (
              <a className={linkClasses} href={place.mapsHref} target="_blank" rel="noreferrer">
                <MapPin aria-hidden="true" className="size-4" />
                {t(appointmentLinkMessages.directions)}
                <span className="sr-only">{t(' (opens in a new tab)')}</span>
              </a>
            )}
          </>
        )}
        {active && <RescheduleAction appointment={appointment} />}
        {active && canCancel(appointment) && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onCancel(appointment)}
            isLoading={isCancelling}
            className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
          >
            {!isCancelling && <XCircle aria-hidden="true" className="size-4" />}
            {t('Cancel Appointment')}
          </Button>
        )}
      </div>
    </article>
  );
}
