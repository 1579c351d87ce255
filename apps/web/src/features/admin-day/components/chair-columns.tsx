import { bookingNoteMessages } from '@salon/contracts';
import type { AdminDay, DayHold, ScheduledAppointment } from '@salon/contracts';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { statusTone } from '../../../components/ui/status-badge.tsx';
import type { StatusTone } from '../../../components/ui/status-badge.tsx';
import { formatTime12h } from '../../../lib/format-time.ts';
import { formatSalonClockTime } from '../../../lib/salon-date.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { byChair, hourMarks, minutesOf, placeAppointment, PX_PER_MINUTE } from '../lib/day-layout.ts';

// The customer side's badge colours (docs/product.md#4.4), as a block's fill and edge.
const blockTones: Record<StatusTone, string> = {
  yellow: 'border-yellow-500 bg-yellow-50',
  blue: 'border-blue-500 bg-blue-50',
  green: 'border-green-600 bg-green-50',
  red: 'border-red-500 bg-red-50 opacity-70',
  grey: 'border-gray-400 bg-gray-50 opacity-70',
};

type Hours = NonNullable<AdminDay['openingHours']>;

function AppointmentBlock({ appointment, hours }: { appointment: ScheduledAppointment; hours: Hours }) {
  const t = useT();
  const { language } = useLanguage();
  const { top, height } = placeAppointment(appointment, hours);
  // The whole block opens the appointment (its link stretched over it), and the phone above
  // that calls the customer: a link may not hold another link.
  return (
    <li
      className={clsx(
        'absolute inset-x-1 overflow-hidden rounded-lg border-l-4 px-2 py-1 text-xs shadow-xs hover:shadow-md',
        blockTones[statusTone(appointment.status)],
      )}
      style={{ top, height }}
    >
      <Link
        to={`/admin/appointments?search=${encodeURIComponent(appointment.appointmentId)}`}
        className="block after:absolute after:inset-0"
      >
        <span className="block font-semibold text-ink">
          {formatTime12h(appointment.startTime, language)} - {formatTime12h(appointment.endTime, language)}
        </span>
        <span className="block truncate text-ink">{appointment.customerName}</span>
        <span className="sr-only">, {t(appointment.status)}</span>
      </Link>
      {appointment.customerPhone && (
        <PhoneLink phone={appointment.customerPhone} isCompact className="relative z-10 text-xs" />
      )}
      <span className="block truncate text-ink-muted">{appointment.serviceTitles.join(', ')}</span>
      {appointment.notes && (
        <span className="block truncate text-plum-800">{`${t(bookingNoteMessages.customerNote)}: ${appointment.notes}`}</span>
      )}
    </li>
  );
}

/** A customer's checkout hold: the time is not offered online until it is paid for or ends. */
function HoldBlock({ hold, hours }: { hold: DayHold; hours: Hours }) {
  const t = useT();
  const { language } = useLanguage();
  const { top, height } = placeAppointment(hold, hours);
  return (
    <li
      className="absolute inset-x-1 overflow-hidden rounded-lg border border-dashed border-plum-400 bg-plum-50/80 px-2 py-1 text-xs"
      style={{ top, height }}
    >
      <span className="block font-semibold text-ink">
        {formatTime12h(hold.startTime, language)} - {formatTime12h(hold.endTime, language)}
      </span>
      <span className="block truncate text-plum-800">
        {t('Held at checkout until {time}', { time: formatSalonClockTime(hold.expiresAt) })}
      </span>
    </li>
  );
}

/** docs/architecture.md#admin: one column per chair, each booking placed by its time and length. */
export function ChairColumns({ day, hours }: { day: AdminDay; hours: Hours }) {
  const columns = byChair(day.appointments, Math.max(day.chairs, ...day.holds.map((hold) => hold.chair)));
  const holdsByChair = byChair(day.holds, columns.length);
  const marks = hourMarks(hours);
  const open = minutesOf(hours.open);
  const height = (minutesOf(hours.close) - open) * PX_PER_MINUTE;
  const markTop = (mark: string) => (minutesOf(mark) - open) * PX_PER_MINUTE;
  const t = useT();
  const { language } = useLanguage();

  return (
    // Focusable, so a keyboard can scroll the chairs sideways on a narrow screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={t('Chairs')}
      className="overflow-x-auto rounded-3xl border border-sand-200 bg-white p-4"
    >
      <p className="mb-3 text-sm text-ink-muted">
        {t('Open {from} - {to}', {
          from: formatTime12h(hours.open, language),
          to: formatTime12h(hours.close, language),
        })}
      </p>
      <div className="flex min-w-max gap-2">
        <div
          aria-hidden="true"
          className="sticky left-0 z-10 w-20 shrink-0 bg-white"
          style={{ height: height + 32 }}
        >
          {marks.map((mark) => (
            <span
              key={mark}
              className="absolute right-2 -translate-y-1/2 text-xs whitespace-nowrap text-ink-muted"
              style={{ top: markTop(mark) + 32 }}
            >
              {formatTime12h(mark, language)}
            </span>
          ))}
        </div>
        {columns.map((appointments, index) => (
          <section
            key={index}
            aria-label={t('Chair {chair}', { chair: index + 1 })}
            className="w-40 shrink-0 sm:w-52"
          >
            <h2 className="h-8 text-center text-sm font-semibold text-plum-950">
              {t('Chair {chair}', { chair: index + 1 })}
            </h2>
            <div className="relative rounded-xl bg-sand-50" style={{ height }}>
              {marks.map((mark) => (
                <span
                  key={mark}
                  aria-hidden="true"
                  className="absolute inset-x-0 border-t border-sand-200"
                  style={{ top: markTop(mark) }}
                />
              ))}
              {appointments.length === 0 ? (
                <p className="sr-only">{t('No bookings')}</p>
              ) : (
                <ol>
                  {appointments.map((appointment) => (
                    <AppointmentBlock key={appointment._id} appointment={appointment} hours={hours} />
                  ))}
                </ol>
              )}
              {(holdsByChair[index]?.length ?? 0) > 0 && (
                <ul aria-label={t('Holds on chair {chair}', { chair: index + 1 })}>
                  {holdsByChair[index]!.map((hold) => (
                    <HoldBlock key={`${hold.startTime}-${hold.expiresAt}`} hold={hold} hours={hours} />
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
