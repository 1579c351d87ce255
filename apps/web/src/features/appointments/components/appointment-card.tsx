import { appointmentMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { CalendarDays, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h, formatTimestampDate } from '../../../lib/format-time.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { appointmentTotalLkr, canCancel } from '../lib/appointment-display.ts';
import { AppointmentNote } from './appointment-note.tsx';
import { RescheduleAction } from './reschedule-action.tsx';

interface AppointmentCardProps {
  appointment: Appointment;
  onCancel: (appointment: Appointment) => void;
  isCancelling: boolean;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className="mt-0.5 text-plum-700">{icon}</span>
      <div>
        <dt className="sr-only">{label}</dt>
        <dd className="text-sm text-ink">{children}</dd>
      </div>
    </div>
  );
}

/** docs/product.md#2.11: one appointment with its status, ids, time, services, total and cancel action. */
export function AppointmentCard({ appointment, onCancel, isCancelling }: AppointmentCardProps) {
  const reference = appointment.appointmentId || appointment._id;
  const headingId = `appointment-${appointment._id}`;
  const endTime = appointment.endTime
    ? formatTime12h(appointment.endTime)
    : appointmentMessages.endTimeUnknown;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_12px_40px_-28px_rgb(74_29_63/0.45)]"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-mono text-base font-semibold break-all text-plum-950">
            <span className="sr-only">Appointment </span>
            {reference}
          </h2>
          <p className="mt-0.5 text-xs text-ink-muted">{`Booked on ${formatTimestampDate(appointment.createdAt)}`}</p>
        </div>
        <StatusBadge status={appointment.status} />
      </div>
      {appointment.paymentId && (
        <p className="mt-2 text-xs break-all text-ink-muted">
          Payment ID: <span className="font-mono">{appointment.paymentId}</span>
        </p>
      )}

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Date">
          {formatLongDate(appointment.date)}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Time">
          {`${formatTime12h(appointment.startTime)} - ${endTime}`}
        </Fact>
      </dl>

      <div className="mt-5 rounded-2xl bg-sand-50 p-4">
        <h3 className="font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase">
          Services
        </h3>
        {appointment.specialOffer && (
          <p className="mt-2 text-sm font-medium text-plum-900">{appointment.specialOffer.title}</p>
        )}
        {appointment.services.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{appointmentMessages.noServiceInformation}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-ink">
            {appointment.services.map((line, index) => (
              <li key={`${line.service._id}-${index}`}>
                {`${line.service.title || appointmentMessages.serviceUnavailable} x ${line.quantity}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <AppointmentNote appointment={appointment} />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="text-sm text-ink-muted">
          Total{' '}
          <span className="font-display text-xl text-plum-950 tabular-nums">
            {formatLkr(appointmentTotalLkr(appointment))}
          </span>
        </p>
        <RescheduleAction appointment={appointment} />
        {canCancel(appointment) && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onCancel(appointment)}
            isLoading={isCancelling}
            className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
          >
            {!isCancelling && <XCircle aria-hidden="true" className="size-4" />}
            Cancel Appointment
          </Button>
        )}
      </div>
    </article>
  );
}
