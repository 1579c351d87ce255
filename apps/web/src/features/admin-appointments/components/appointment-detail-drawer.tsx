import { bookingNoteMessages, paymentMessages } from '@salon/contracts';
import type { AdminAppointmentDetail, AppointmentMove, StatusChange } from '@salon/contracts';
import type { ReactNode } from 'react';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { formatSalonTimestamp } from '../../../lib/salon-date.ts';
import { useAppointmentDetail } from '../api/get-appointment-detail.ts';

const LOAD_FAILED = 'Failed to load the appointment';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

type Person = StatusChange['changedBy'];

function who(person: Person): string {
  if (!person) return 'System';
  return `${person.name} (${person.role === 'admin' ? 'staff' : 'customer'})`;
}

const describeChange = (change: StatusChange) =>
  `${change.from ? `${change.from} → ${change.to}` : `Booked as ${change.to}`}${
    change.undo ? ' (undo)' : ''
  }${change.refunded === true ? ', fee refunded' : ''}${change.refunded === false ? ', fee kept' : ''}`;

const describeMove = (move: AppointmentMove) =>
  `Moved from ${formatLongDate(move.from.date)}, ${formatTime12h(move.from.startTime)} to ${formatLongDate(
    move.to.date,
  )}, ${formatTime12h(move.to.startTime)}`;

/** docs/architecture.md#appointment-status: status changes and moves, oldest first, in one list. */
function HistoryList({ history, moves }: { history: StatusChange[]; moves: AppointmentMove[] }) {
  const lines = [
    ...history.map((change, order) => ({
      key: `status-${order}`,
      text: describeChange(change),
      by: change.changedBy,
      at: change.changedAt,
    })),
    ...moves.map((move, order) => ({
      key: `move-${order}`,
      text: describeMove(move),
      by: move.movedBy,
      at: move.movedAt,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (lines.length === 0) return <p className="text-sm text-ink-muted">No changes recorded.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-sand-200 pl-4">
      {lines.map((line) => (
        <li key={line.key} className="text-sm">
          <p className="font-medium text-ink">{line.text}</p>
          <p className="text-xs text-ink-muted">
            {who(line.by)}, <time dateTime={line.at}>{formatSalonTimestamp(line.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

function DetailBody({ appointment }: { appointment: AdminAppointmentDetail }) {
  return (
    <div className="space-y-6">
      <StatusBadge status={appointment.status} />
      <dl className="divide-y divide-sand-100">
        <Row label="Visit">
          {formatLongDate(appointment.date)}, {formatTime12h(appointment.startTime)} -{' '}
          {formatTime12h(appointment.endTime)}
        </Row>
        <Row label="Chair">{appointment.chair}</Row>
        {appointment.customer && (
          <Row label="Customer">
            {appointment.customer.name}
            <span className="block text-xs font-normal text-ink-muted">{appointment.customer.email ?? 'no e-mail'}</span>
            {appointment.customer.phone && (
              <span className="block text-xs font-normal text-ink-muted">{appointment.customer.phone}</span>
            )}
          </Row>
        )}
        <Row label="Payment reference">
          <span className="break-all">{appointment.paymentId}</span>
        </Row>
        <Row label="Booking fee">
          {formatLkr(appointment.appointmentFee)}
          {appointment.feeRefunded && ' (refunded)'}
          {appointment.chargedBackAt && (
            <span className="block text-xs font-semibold text-red-700">
              {paymentMessages.chargedBack.replace(
                '{date}',
                formatLongDate(appointment.chargedBackAt.slice(0, 10)),
              )}
            </span>
          )}
        </Row>
        <Row label="Services total">{formatLkr(appointment.totalAmount)}</Row>
        {appointment.notes && (
          <Row label={bookingNoteMessages.customerNote}>
            <span className="font-normal break-words whitespace-pre-line">{appointment.notes}</span>
          </Row>
        )}
      </dl>
      <section aria-labelledby="detail-services-heading">
        <h3 id="detail-services-heading" className="mb-2 text-base text-plum-950">
          Services
        </h3>
        {appointment.specialOffer && (
          <p className="mb-2 text-sm text-ink">Special offer: {appointment.specialOffer.title}</p>
        )}
        <ul className="space-y-1 text-sm">
          {appointment.services.map(({ service, quantity }) => (
            <li key={service._id} className="flex justify-between gap-3">
              <span className="text-ink">
                {service.title}
                {quantity > 1 && ` × ${quantity}`}
              </span>
              <span className="text-ink-muted">{service.averageTime} min</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="detail-history-heading">
        <h3 id="detail-history-heading" className="mb-3 text-base text-plum-950">
          History
        </h3>
        <HistoryList history={appointment.history} moves={appointment.moves ?? []} />
      </section>
    </div>
  );
}

/** One appointment in full: services, payment, chair and who changed its status when. */
export function AppointmentDetailDrawer({
  id,
  title,
  onClose,
}: {
  id: string | null;
  title: string;
  onClose: () => void;
}) {
  const detail = useAppointmentDetail(id);
  let body;
  if (detail.isPending) {
    body = (
      <SkeletonGroup label="Loading the appointment..." className="space-y-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </SkeletonGroup>
    );
  } else if (detail.isError) {
    body = (
      <ErrorState
        title={LOAD_FAILED}
        message={errorDetail(detail.error, LOAD_FAILED)}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  } else body = <DetailBody appointment={detail.data} />;

  return (
    <Drawer open={id !== null} title={title} description="Appointment details" onClose={onClose}>
      {body}
    </Drawer>
  );
}
