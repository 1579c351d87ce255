import { bookingNoteMessages, paymentMessages } from '@salon/contracts';
import type { AdminAppointmentDetail, AppointmentMove, StatusChange } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import type { ReactNode } from 'react';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { formatSalonTimestamp } from '../../../lib/salon-date.ts';
import type { TextValues } from '../../../lib/language.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useAppointmentDetail } from '../api/get-appointment-detail.ts';

type Translate = (text: string, values?: TextValues) => string;

const LOAD_FAILED = 'Failed to load the appointment';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-ink-muted">{t(label)}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

type Person = StatusChange['changedBy'];

function who(person: Person, t: Translate): string {
  if (!person) return t('System');
  // A stylist's own mark (docs/decisions/0039-staff-accounts.md).
  if (person.role === 'staff') return t('{name} (stylist)', { name: person.name });
  return person.role === 'admin' || person.role === 'manager'
    ? t('{name} (staff)', { name: person.name })
    : t('{name} (customer)', { name: person.name });
}

function describeChange(change: StatusChange, t: Translate): string {
  const step = change.from
    ? `${t(change.from)} → ${t(change.to)}`
    : t('Booked as {status}', { status: t(change.to) });
  const undo = change.undo ? t(' (undo)') : '';
  const fee =
    change.refunded === true ? t(', fee refunded') : change.refunded === false ? t(', fee kept') : '';
  return `${step}${undo}${fee}`;
}

const describeMove = (move: AppointmentMove, t: Translate, language: Language) =>
  t('Moved from {from} to {to}', {
    from: `${formatLongDate(move.from.date, language)}, ${formatTime12h(move.from.startTime, language)}`,
    to: `${formatLongDate(move.to.date, language)}, ${formatTime12h(move.to.startTime, language)}`,
  });

/** docs/architecture.md#appointment-status: status changes and moves, oldest first, in one list. */
function HistoryList({ history, moves }: { history: StatusChange[]; moves: AppointmentMove[] }) {
  const t = useT();
  const { language } = useLanguage();
  const lines = [
    ...history.map((change, order) => ({
      key: `status-${order}`,
      text: describeChange(change, t),
      by: change.changedBy,
      at: change.changedAt,
    })),
    ...moves.map((move, order) => ({
      key: `move-${order}`,
      text: describeMove(move, t, language),
      by: move.movedBy,
      at: move.movedAt,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (lines.length === 0) return <p className="text-sm text-ink-muted">{t('No changes recorded.')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-sand-200 pl-4">
      {lines.map((line) => (
        <li key={line.key} className="text-sm">
          <p className="font-medium text-ink">{line.text}</p>
          <p className="text-xs text-ink-muted">
            {who(line.by, t)}, <time dateTime={line.at}>{formatSalonTimestamp(line.at, language)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

function DetailBody({ appointment }: { appointment: AdminAppointmentDetail }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="space-y-6">
      <StatusBadge status={appointment.status} t={t} />
      <dl className="divide-y divide-sand-100">
        <Row label="Visit">
          {formatLongDate(appointment.date, language)}, {formatTime12h(appointment.startTime, language)} -{' '}
          {formatTime12h(appointment.endTime, language)}
        </Row>
        {appointment.staff && <Row label="Stylist">{appointment.staff.name}</Row>}
        <Row label="Chair">{appointment.chair}</Row>
        {appointment.customer && (
          <Row label="Customer">
            {appointment.customer.name}
            <span className="block text-xs font-normal text-ink-muted">
              {appointment.customer.email ?? t('no e-mail')}
            </span>
            {appointment.customer.phone && (
              <span className="block text-xs">
                <PhoneLink phone={appointment.customer.phone} />
              </span>
            )}
          </Row>
        )}
        <Row label="Payment reference">
          <span className="break-all">{appointment.paymentId}</span>
        </Row>
        <Row label="Booking fee">
          {formatLkr(appointment.appointmentFee, language)}
          {appointment.feeRefunded && t(' (refunded)')}
          {appointment.chargedBackAt && (
            <span className="block text-xs font-semibold text-red-700">
              {t(paymentMessages.chargedBack, {
                date: formatLongDate(appointment.chargedBackAt.slice(0, 10), language),
              })}
            </span>
          )}
        </Row>
        <Row label="Services total">{formatLkr(appointment.totalAmount, language)}</Row>
        {appointment.notes && (
          <Row label={bookingNoteMessages.customerNote}>
            <span className="font-normal break-words whitespace-pre-line">{appointment.notes}</span>
          </Row>
        )}
      </dl>
      <section aria-labelledby="detail-services-heading">
        <h3 id="detail-services-heading" className="mb-2 text-base text-plum-950">
          {t('Services')}
        </h3>
        {appointment.specialOffer && (
          <p className="mb-2 text-sm text-ink">
            {t('Special offer: {title}', { title: appointment.specialOffer.title })}
          </p>
        )}
        <ul className="space-y-1 text-sm">
          {appointment.services.map(({ service, quantity }) => (
            <li key={service._id} className="flex justify-between gap-3">
              <span className="text-ink">
                {bookedServiceTitle(service, language)}
                {quantity > 1 && ` × ${quantity}`}
              </span>
              <span className="text-ink-muted">{t('{minutes} min', { minutes: service.averageTime })}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="detail-history-heading">
        <h3 id="detail-history-heading" className="mb-3 text-base text-plum-950">
          {t('History')}
        </h3>
        <HistoryList history={appointment.history} moves={appointment.moves ?? []} />
      </section>
    </div>
  );
}

/** One appointment in full: services, payment, stylist, chair and who changed its status when. */
export function AppointmentDetailDrawer({
  id,
  title,
  onClose,
}: {
  id: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
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
        message={errorDetail(detail.error, t(LOAD_FAILED))}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  } else body = <DetailBody appointment={detail.data} />;

  return (
    <Drawer open={id !== null} title={title} description={t('Appointment details')} onClose={onClose}>
      {body}
    </Drawer>
  );
}
